import { Badge, Table, Text } from '@mantine/core';
import type { VersionInfo } from '#shared/catalogos/versiones.ts';
import { fecha, fechaHora } from '#shared/text/fecha.ts';
import { useT } from '#web/lib/i18n.tsx';

/** Every version of a master, newest first: when it takes effect, who saved it, what it changed. */
export function HistorialVersiones({ historial, hoy, vigente }: { historial: VersionInfo[]; hoy: string; vigente?: number }) {
  const t = useT();
  const estado = (v: VersionInfo) =>
    v.vigenteDesde > hoy ? (
      <Badge color="orange" variant="light">
        {t('maestros.estado.programada')}
      </Badge>
    ) : v.n === vigente ? (
      <Badge color="green" variant="light">
        {t('maestros.estado.vigente')}
      </Badge>
    ) : (
      <Badge color="gray" variant="light">
        {t('maestros.estado.anterior')}
      </Badge>
    );
  const cambios = (v: VersionInfo) =>
    [
      ...v.cambios.agregados.map((x) => `+ ${x}`),
      ...v.cambios.modificados.map((x) => `~ ${x}`),
      ...v.cambios.quitados.map((x) => `− ${x}`),
    ].join(' · ') || t('maestros.sinCambios');
  return (
    <Table striped data-testid="maestro-historial">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('maestros.col.version')}</Table.Th>
          <Table.Th>{t('maestros.col.estado')}</Table.Th>
          <Table.Th>{t('maestros.col.vigenteDesde')}</Table.Th>
          <Table.Th>{t('maestros.col.guardada')}</Table.Th>
          <Table.Th>{t('maestros.col.por')}</Table.Th>
          <Table.Th>{t('maestros.col.cambios')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {historial.map((v) => (
          <Table.Tr key={v.n} data-testid="maestro-historial-fila">
            <Table.Td>v{v.n}</Table.Td>
            <Table.Td>{estado(v)}</Table.Td>
            <Table.Td>{fecha(v.vigenteDesde)}</Table.Td>
            <Table.Td>{fechaHora(v.creado)}</Table.Td>
            <Table.Td>{v.por}</Table.Td>
            <Table.Td>
              <Text size="sm" lineClamp={2}>
                {cambios(v)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
