import { useState } from 'react';
import { Button, Group, Select, Stack } from '@mantine/core';
import {
  adjuntarPagoSchema,
  ARCHIVOS_DECLARACION,
  METODOS_PAGO,
  type Declaracion,
} from '#shared/contract/schemas/declaracion.ts';
import { FechaInput } from '#web/components/FechaInput.tsx';
import { MontoInput } from '#web/components/MontoInput.tsx';
import { hoyIso } from '#web/lib/fecha.ts';
import { useT } from '#web/lib/i18n.tsx';
import { subirArchivo, useAdjuntarPago } from '../api.ts';
import { problemaArchivo, SubidaArchivo } from './SubidaArchivo.tsx';
import { useEnvioConArchivo } from './use-envio.ts';

/** 'Cargar comprobante': date, method, amount and the PDF or image, straight to S3, then attach. */
export function PagoForm({ d }: { d: Declaracion }) {
  const t = useT();
  const [fecha, setFecha] = useState(hoyIso());
  const [metodo, setMetodo] = useState<(typeof METODOS_PAGO)[number]>('Transferencia');
  const [importe, setImporte] = useState<number | undefined>(d.factura?.saldo.monto || undefined);
  const [archivo, setArchivo] = useState<File | null>(null);
  const {
    progreso,
    errores,
    enviar: conArchivo,
    validar,
  } = useEnvioConArchivo({
    ok: 'declaraciones.pago.cargado',
    error: 'declaraciones.pago.error',
  });
  const adjuntar = useAdjuntarPago();
  const enviando = progreso !== null || adjuntar.isPending;
  const listo = fecha && importe && archivo && !problemaArchivo(archivo, ARCHIVOS_DECLARACION.pago);

  const enviar = () => {
    if (!listo || enviando) return;
    const datos = { nombreArchivo: archivo.name, fecha, metodo, importe };
    if (!validar(adjuntarPagoSchema, { ...datos, key: '' })) return;
    void conArchivo(async (onProgress) => {
      const key = await subirArchivo(d.id, 'pago', archivo, onProgress);
      await adjuntar.mutateAsync({ id: d.id, body: { ...datos, key } });
      setArchivo(null);
    });
  };

  return (
    <Stack gap="xs" data-testid="pago-form">
      <Group grow align="flex-start">
        <FechaInput
          label={t('declaraciones.pago.fecha')}
          value={fecha}
          onChange={setFecha}
          required
          error={errores.fecha}
          testId="pago-fecha"
        />
        <Select
          label={t('declaraciones.pago.metodo')}
          data={METODOS_PAGO.map((m) => ({ value: m, label: m }))}
          value={metodo}
          onChange={(v) => v && setMetodo(v as (typeof METODOS_PAGO)[number])}
          allowDeselect={false}
          data-testid="pago-metodo"
        />
        <MontoInput
          label={t('declaraciones.pago.importe')}
          value={importe}
          onChange={setImporte}
          moneda={d.moneda.simbolo}
          required
          error={errores.importe}
          testId="pago-importe"
        />
      </Group>
      <SubidaArchivo
        label={t('declaraciones.pago.archivo')}
        tipos={ARCHIVOS_DECLARACION.pago}
        file={archivo}
        onChange={setArchivo}
        progreso={progreso}
        error={errores.key}
        required
        testId="pago-archivo"
      />
      <Group justify="flex-end">
        <Button onClick={enviar} disabled={!listo} loading={enviando} data-testid="pago-subir">
          {t('declaraciones.pago.subir')}
        </Button>
      </Group>
    </Stack>
  );
}
