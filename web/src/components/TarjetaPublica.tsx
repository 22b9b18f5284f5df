import type { ReactNode } from 'react';
import { Box, Center, Paper } from '@mantine/core';
import { useTenant } from '#web/lib/tenant.ts';

/** The frame of a page without login (verification, checkout): one card on the tenant's colour wash. */
export function TarjetaPublica({ maw, children }: { maw: number; children: ReactNode }) {
  const tenant = useTenant();
  return (
    <Box
      mih="100vh"
      py={48}
      px="md"
      style={{ background: `linear-gradient(160deg, ${tenant.theme.primaryColor}22 0%, transparent 60%)` }}
      data-tenant={tenant.id}
    >
      <Center>
        <Paper withBorder shadow="md" radius="lg" p="xl" w="100%" maw={maw}>
          {children}
        </Paper>
      </Center>
    </Box>
  );
}
