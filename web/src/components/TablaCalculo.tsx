import { Table } from '@mantine/core';
import type { Calculo } from '#shared/contract/schemas/calculo.ts';
import { formatNumber } from '#web/lib/format.ts';
import { useLocale, useT } from '#web/lib/i18n.tsx';
import { useMensajeEnIdioma } from '#web/lib/mensaje-en-idioma.ts';

/**
 * A price's explained trace (spec 2 §3.10), rule by rule with the total: the specific-trip offers show
 * each rule's group, the floating certificates' cards do not (their concepts name it). The engines write
 * the trace in the spec's Spanish; each text reaches a pt-BR tenant through the messages dictionary
 * (record 0175), numbers included as written, except a master rule's concept, which carries the pt-BR
 * text the insurer wrote for it (record 0177).
 */
export function TablaCalculo({ calculo, conGrupo = false, testId }: { calculo: Calculo; conGrupo?: boolean; testId?: string }) {
  const t = useT();
  const enIdioma = useMensajeEnIdioma();
  const locale = useLocale();
  return (
    <Table.ScrollContainer minWidth={conGrupo ? 640 : 560}>
      <Table striped withTableBorder fz="xs" data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            {conGrupo ? <Table.Th>{t('cotizador.calculo.grupo')}</Table.Th> : null}
            <Table.Th>{t('cotizador.calculo.concepto')}</Table.Th>
            <Table.Th>{t('cotizador.calculo.condicion')}</Table.Th>
            <Table.Th>{t('cotizador.calculo.operacion')}</Table.Th>
            <Table.Th ta="right">{t('cotizador.calculo.resultado')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {calculo.reglas.map((r) => (
            <Table.Tr key={`${r.orden}-${r.concepto}`}>
              <Table.Td>{r.orden}</Table.Td>
              {conGrupo ? <Table.Td>{enIdioma(r.grupo)}</Table.Td> : null}
              <Table.Td>{(locale === 'pt-BR' && r.nombres?.['pt-BR']) || enIdioma(r.concepto)}</Table.Td>
              <Table.Td>{enIdioma(r.condicion)}</Table.Td>
              <Table.Td>{enIdioma(r.grupoOperacion)}</Table.Td>
              <Table.Td ta="right">{formatNumber(r.resultado)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={conGrupo ? 5 : 4}>{t('cotizador.calculo.total')}</Table.Th>
            <Table.Th ta="right">{formatNumber(calculo.total)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
