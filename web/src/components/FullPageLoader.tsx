import { Center, Loader, Stack, Text } from '@mantine/core';

export function FullPageLoader({ label }: { label?: string }) {
  return (
    <Center h="100vh" data-testid="page-loader">
      <Stack align="center" gap="sm">
        <Loader />
        {label ? (
          <Text c="dimmed" size="sm">
            {label}
          </Text>
        ) : null}
      </Stack>
    </Center>
  );
}
