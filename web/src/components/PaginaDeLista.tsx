import type { ReactNode } from 'react';
import { Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useT } from '#web/lib/i18n.tsx';
import { CursorList, type CursorListProps } from './CursorList.tsx';

type TextosDeLista = 'testId' | 'emptyText' | 'errorTitle' | 'totalText' | 'toolbar';

/** A search box over the list, or a toolbar of the page's own (filters). */
type Filtro = { busqueda: string; onBusqueda: (texto: string) => void; toolbar?: never } | { toolbar: ReactNode };

/**
 * The page of a list (issuers, clients, annual quotes): title, the add button for who may create, and
 * the cursor list with its search box or its own toolbar. `prefijo` names it all: the texts
 * '{prefijo}.title', '.add', '.empty', '.error', '.total', '.search', '.searchPlaceholder' and the
 * testids '{prefijo}', '{prefijo}-add' and '{prefijo}-search'.
 */
export function PaginaDeLista<T>({
  prefijo,
  alta,
  iconoAlta,
  ...resto
}: Omit<CursorListProps<T>, TextosDeLista> &
  Filtro & {
    prefijo: string;
    /** The route of the add button; null hides it (no permission to create). */
    alta: string | null;
    iconoAlta?: ReactNode;
  }) {
  const t = useT();
  const { toolbar, busqueda, onBusqueda, ...lista } = { busqueda: '', onBusqueda: undefined, ...resto };
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t(`${prefijo}.title`)}
        </Title>
        {alta ? (
          <Button component={Link} to={alta} leftSection={iconoAlta} data-testid={`${prefijo}-add`}>
            {t(`${prefijo}.add`)}
          </Button>
        ) : null}
      </Group>
      <Card withBorder radius="lg" padding="lg">
        <CursorList<T>
          {...lista}
          testId={prefijo}
          emptyText={t(`${prefijo}.empty`)}
          errorTitle={t(`${prefijo}.error`)}
          totalText={(count) => t(`${prefijo}.total`, { count })}
          toolbar={
            toolbar ?? (
              <TextInput
                label={t(`${prefijo}.search`)}
                placeholder={t(`${prefijo}.searchPlaceholder`)}
                value={busqueda}
                onChange={(e) => onBusqueda?.(e.currentTarget.value)}
                maw={480}
                data-testid={`${prefijo}-search`}
              />
            )
          }
        />
      </Card>
    </Stack>
  );
}
