import { useQuery } from '@tanstack/react-query';
import { BUILD_ID } from '#web/lib/version.ts';

/** Spec 3 §4.7: the build-info file is requested every 60 seconds. */
export const VERSION_CHECK_MS = 60_000;

interface BuildInfo {
  version?: string;
  buildId?: string;
}

/** True when the server publishes a build other than the one running. */
export const isNewVersion = (info: BuildInfo | undefined, running: string): boolean =>
  Boolean(info?.buildId && running !== 'dev' && info.buildId !== running);

export const useVersionCheck = (): boolean => {
  const { data } = useQuery({
    queryKey: ['build-info'],
    queryFn: async ({ signal }): Promise<BuildInfo> => {
      const res = await fetch('/build-info.json', { cache: 'no-store', signal });
      return res.ok ? ((await res.json()) as BuildInfo) : {};
    },
    refetchInterval: VERSION_CHECK_MS,
    refetchIntervalInBackground: true,
    retry: false,
    staleTime: VERSION_CHECK_MS,
  });
  return isNewVersion(data, BUILD_ID);
};
