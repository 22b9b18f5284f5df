import { useState } from 'react';
import { Button, Card, Collapse, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  condicionContenedoresVacia,
  condicionTransporteVacia,
  type AplicableA,
  type FormularioEmisor,
} from '#shared/emisores/formulario.ts';
import { MAX_CONDICIONES } from '#shared/emisores/reglas.ts';
import { useT } from '#web/lib/i18n.tsx';
import { CondicionModal, type CondicionEnEdicion } from './CondicionModal.tsx';

const CAMPO = {
  transporte: 'condicionesComercialesTransporte',
  contenedores: 'condicionesComercialesContenedores',
} as const;

function Tarjeta({
  titulo,
  condiciones,
  onAgregar,
  onEditar,
  onQuitar,
  testId,
}: {
  titulo: string;
  condiciones: readonly { aplicableA: AplicableA }[];
  onAgregar: () => void;
  onEditar: (i: number) => void;
  onQuitar: (i: number) => void;
  testId: string;
}) {
  const t = useT();
  const [abierta, setAbierta] = useState(true);
  return (
    <Card withBorder radius="md" data-testid={testId}>
      <Group justify="space-between">
        <UnstyledButton onClick={() => setAbierta((a) => !a)} aria-expanded={abierta} data-testid={`${testId}-toggle`}>
          <Text fw={600}>
            {abierta ? '▾' : '▸'} {titulo}
          </Text>
        </UnstyledButton>
        <Button size="xs" onClick={onAgregar} disabled={condiciones.length >= MAX_CONDICIONES} data-testid={`${testId}-agregar`}>
          {t('emisor.terminos.agregar')}
        </Button>
      </Group>
      <Collapse expanded={abierta}>
        <Stack gap="xs" mt="sm">
          {condiciones.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid={`${testId}-vacio`}>
              {t('emisor.terminos.vacio')}
            </Text>
          ) : (
            condiciones.map((c, i) => (
              <Group key={i} justify="space-between" wrap="nowrap" data-testid={`${testId}-condicion`}>
                <Text size="sm">
                  {t('emisor.terminos.resumen', {
                    poliza: c.aplicableA.poliza?.numero ?? '',
                    endoso: c.aplicableA.endoso?.nombre ?? '',
                    beneficiario: c.aplicableA.beneficiario?.nombre ?? t('emisor.condicion.sinBeneficiario'),
                  })}
                </Text>
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" variant="light" onClick={() => onEditar(i)} data-testid={`${testId}-editar`}>
                    {t('emisor.terminos.editar')}
                  </Button>
                  <Button size="xs" variant="subtle" color="red" onClick={() => onQuitar(i)} data-testid={`${testId}-quitar`}>
                    {t('emisor.terminos.quitar')}
                  </Button>
                </Group>
              </Group>
            ))
          )}
        </Stack>
      </Collapse>
    </Card>
  );
}

/** Terminos y condiciones: the transport and the container conditions, each in a collapsible card. */
export function TabTerminos({ form }: { form: UseFormReturn<FormularioEmisor> }) {
  const t = useT();
  const [transporte, contenedores] = useWatch({ control: form.control, name: [CAMPO.transporte, CAMPO.contenedores] });
  const [editando, setEditando] = useState<CondicionEnEdicion | null>(null);

  const guardar = (c: CondicionEnEdicion) => {
    const lista = form.getValues(CAMPO[c.tipo]) as unknown[];
    const nueva = c.index === null ? [...lista, c.valor] : lista.map((x, i) => (i === c.index ? c.valor : x));
    form.setValue(CAMPO[c.tipo], nueva as never, { shouldDirty: true });
    setEditando(null);
  };
  const quitar = (tipo: 'transporte' | 'contenedores', index: number) =>
    form.setValue(CAMPO[tipo], (form.getValues(CAMPO[tipo]) as unknown[]).filter((_, i) => i !== index) as never, {
      shouldDirty: true,
    });

  return (
    <Stack>
      <Tarjeta
        titulo={t('emisor.terminos.transporte')}
        condiciones={transporte}
        onAgregar={() => setEditando({ tipo: 'transporte', index: null, valor: condicionTransporteVacia() })}
        onEditar={(i) => setEditando({ tipo: 'transporte', index: i, valor: structuredClone(transporte[i]!) })}
        onQuitar={(i) => quitar('transporte', i)}
        testId="terminos-transporte"
      />
      <Tarjeta
        titulo={t('emisor.terminos.contenedores')}
        condiciones={contenedores}
        onAgregar={() => setEditando({ tipo: 'contenedores', index: null, valor: condicionContenedoresVacia() })}
        onEditar={(i) => setEditando({ tipo: 'contenedores', index: i, valor: structuredClone(contenedores[i]!) })}
        onQuitar={(i) => quitar('contenedores', i)}
        testId="terminos-contenedores"
      />
      <CondicionModal condicion={editando} onAceptar={guardar} onClose={() => setEditando(null)} />
    </Stack>
  );
}
