import { Table, Text } from '@mantine/core';
import type { Cobertura } from '#shared/viajes-especificos/model.ts';
import { MontoInput } from '#web/components/MontoInput.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { conMonto, monedasAceptadas, Seccion, type ParteProps } from './comun.tsx';

type Limites = Cobertura['configuracion']['limitesSumaAsegurada'];

/** A limit set or cleared; a transport left without amounts leaves the map (no limit in any currency). */
const conLimite = (limites: Limites, transporte: number, moneda: number, valor: number | undefined): Limites => {
  const montos = conMonto(limites[String(transporte)] ?? {}, moneda, valor);
  const resto = Object.fromEntries(Object.entries(limites).filter(([t]) => t !== String(transporte)));
  return Object.keys(montos).length ? { ...resto, [String(transporte)]: montos } : resto;
};

/** Sum-insured limits: one row per transport mode, one column per accepted currency; blank = no limit. */
export function LimitesEditor({ cobertura: c, cambiar, opciones, soloLectura }: ParteProps) {
  const t = useT();
  const monedas = monedasAceptadas(c, opciones);
  const limites = c.configuracion.limitesSumaAsegurada;
  const set = (transporte: number, moneda: number, valor: number | undefined) =>
    cambiar({
      ...c,
      configuracion: { ...c.configuracion, limitesSumaAsegurada: conLimite(limites, transporte, moneda, valor) },
    });
  return (
    <Seccion titulo={t('maestros.cobertura.limites')} ayuda={t('maestros.cobertura.limitesAyuda')}>
      <Table withTableBorder verticalSpacing={4} data-testid="cobertura-limites">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('maestros.cobertura.transporte')}</Table.Th>
            {monedas.map((m) => (
              <Table.Th key={m.id}>{m.codigo}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {opciones.transportes.map((tr) => {
            const permitido = c.configuracion.transportesPermitidos.includes(tr.id);
            return (
              <Table.Tr key={tr.id}>
                <Table.Td>
                  <Text size="sm" c={permitido ? undefined : 'dimmed'}>
                    {permitido ? tr.nombre : t('maestros.cobertura.noPermitido', { nombre: tr.nombre })}
                  </Text>
                </Table.Td>
                {monedas.map((m) => (
                  <Table.Td key={m.id} miw={150}>
                    <MontoInput
                      ariaLabel={t('maestros.cobertura.limiteDe', { transporte: tr.nombre, moneda: m.codigo })}
                      moneda={m.codigo}
                      value={limites[String(tr.id)]?.[String(m.id)]}
                      onChange={(v) => set(tr.id, m.id, v)}
                      disabled={soloLectura}
                      testId={`limite-${tr.id}-${m.id}`}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Seccion>
  );
}
