import { ActionIcon, Button, Checkbox, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { tasaContenedorVacia, type CondicionContenedoresForm, type TasaContenedorForm } from '#shared/emisores/formulario.ts';
import { MAX_TIPOS_CONTENEDOR_POR_CONDICION } from '#shared/emisores/reglas.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useTiposContenedor } from '../api.ts';
import { camposDePremio } from '../lib/premios.ts';
import { NumerosDeCondicion } from './NumeroInput.tsx';

function TasaFila({
  value,
  onChange,
  errores,
  prefijo,
  testId,
}: {
  value: TasaContenedorForm;
  onChange: (value: TasaContenedorForm) => void;
  errores: Record<string, string>;
  prefijo: string;
  testId: string;
}) {
  const t = useT();
  const tipos = useTiposContenedor();
  return (
    <>
      <Select<number>
        label={t('emisor.condicion.tipoContenedor')}
        withAsterisk
        data={(tipos.data ?? []).map((tipo) => ({ value: tipo.id, label: tipo.nombre }))}
        value={value.idTipo}
        onChange={(idTipo) => onChange({ ...value, idTipo })}
        error={errores[`${prefijo}.idTipo`]}
        data-testid={`${testId}-tipo`}
      />
      <NumerosDeCondicion
        errores={errores}
        campos={[
          {
            ruta: `${prefijo}.prima`,
            label: t('emisor.condicion.prima'),
            required: true,
            value: value.prima,
            onChange: (prima) => onChange({ ...value, prima }),
            testId: `${testId}-prima`,
          },
          {
            ruta: `${prefijo}.primaTransporte`,
            label: t('emisor.condicion.primaTransporte'),
            required: true,
            value: value.primaTransporte,
            onChange: (primaTransporte) => onChange({ ...value, primaTransporte }),
            testId: `${testId}-primaTransporte`,
          },
        ]}
      />
    </>
  );
}

/** A container condition: premiums, a default sale rate or one per container type. */
export function CondicionContenedoresFields({
  value,
  onChange,
  errores,
}: {
  value: CondicionContenedoresForm;
  onChange: (value: CondicionContenedoresForm) => void;
  errores: Record<string, string>;
}) {
  const t = useT();
  const tasa = (i: number) => (fila: TasaContenedorForm) =>
    onChange({ ...value, tasaVenta: value.tasaVenta.map((x, j) => (j === i ? fila : x)) });

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumerosDeCondicion
          errores={errores}
          campos={camposDePremio(t, value.premio, (premio) => onChange({ ...value, premio }), 'premio')}
        />
      </SimpleGrid>
      <Checkbox
        label={t('emisor.condicion.diferenciar')}
        checked={value.diferenciarTasaPorTipoDeContenedor}
        onChange={(e) => {
          const diferenciar = e.currentTarget.checked;
          onChange({
            ...value,
            diferenciarTasaPorTipoDeContenedor: diferenciar,
            tasaVenta: diferenciar && !value.tasaVenta.length ? [{ ...value.tasaVentaDefault }] : value.tasaVenta,
          });
        }}
        data-testid="condicion-diferenciar"
      />
      {value.diferenciarTasaPorTipoDeContenedor ? (
        <Stack gap="xs">
          {value.tasaVenta.map((fila, i) => (
            <Group key={i} align="flex-start" wrap="nowrap">
              <SimpleGrid cols={3} style={{ flex: 1 }}>
                <TasaFila
                  value={fila}
                  onChange={tasa(i)}
                  errores={errores}
                  prefijo={`tasaVenta.contenedores.${i}`}
                  testId={`condicion-tasa-${i}`}
                />
              </SimpleGrid>
              <ActionIcon
                mt={26}
                variant="subtle"
                color="red"
                aria-label={t('emisor.terminos.quitar')}
                onClick={() => onChange({ ...value, tasaVenta: value.tasaVenta.filter((_, j) => j !== i) })}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          {errores['tasaVenta.contenedores'] ? (
            <Text size="xs" c="red">
              {errores['tasaVenta.contenedores']}
            </Text>
          ) : null}
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            disabled={value.tasaVenta.length >= MAX_TIPOS_CONTENEDOR_POR_CONDICION}
            onClick={() => onChange({ ...value, tasaVenta: [...value.tasaVenta, tasaContenedorVacia()] })}
            data-testid="condicion-agregarTipo"
          >
            {t('emisor.condicion.agregarTipo')}
          </Button>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TasaFila
            value={value.tasaVentaDefault}
            onChange={(tasaVentaDefault) => onChange({ ...value, tasaVentaDefault })}
            errores={errores}
            prefijo="tasaVenta.contenedores.0"
            testId="condicion-tasaDefault"
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
