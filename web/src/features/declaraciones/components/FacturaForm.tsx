import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { adjuntarFacturaSchema, ARCHIVOS_DECLARACION, type Declaracion } from '#shared/contract/schemas/declaracion.ts';
import { FechaInput } from '#web/components/FechaInput.tsx';
import { MontoInput } from '#web/components/MontoInput.tsx';
import { hoyIso } from '#web/lib/fecha.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useTenant } from '#web/lib/tenant.ts';
import { subirArchivo, useAdjuntarFactura } from '../api.ts';
import { problemaArchivo, SubidaArchivo } from './SubidaArchivo.tsx';
import { useEnvioConArchivo } from './use-envio.ts';

const MEXICO = 484;

/** 'Cargar factura' on a Declarada: the data, the PDF (and the CFDI in Mexico) straight to S3, then attach. */
export function FacturaForm({ d }: { d: Declaracion }) {
  const t = useT();
  const mexico = useTenant().paisPolizaId === MEXICO;
  const [numero, setNumero] = useState('');
  const [fecha, setFecha] = useState(hoyIso());
  const [vto, setVto] = useState('');
  const [importe, setImporte] = useState<number | undefined>(d.prima);
  const [pdf, setPdf] = useState<File | null>(null);
  const [xml, setXml] = useState<File | null>(null);
  const {
    progreso,
    errores,
    enviar: conArchivo,
    validar,
  } = useEnvioConArchivo({
    ok: 'declaraciones.factura.cargada',
    error: 'declaraciones.factura.error',
  });
  const adjuntar = useAdjuntarFactura();
  const enviando = progreso !== null || adjuntar.isPending;
  const listo =
    numero.trim() &&
    fecha &&
    vto &&
    importe &&
    pdf &&
    !problemaArchivo(pdf, ARCHIVOS_DECLARACION.factura) &&
    !(xml && problemaArchivo(xml, ARCHIVOS_DECLARACION.cfdi));

  const enviar = () => {
    if (!listo || enviando) return;
    const datos = { nombreArchivo: pdf.name, numero: numero.trim(), fecha, vto, importe };
    // The keys are not known before the upload: anything else the server checks is checked first.
    const pendiente = { ...datos, key: '', ...(xml ? { xml: { key: '', nombreArchivo: xml.name } } : {}) };
    if (!validar(adjuntarFacturaSchema, pendiente)) return;
    void conArchivo(async (onProgress) => {
      const key = await subirArchivo(d.id, 'factura', pdf, onProgress);
      const xmlKey = xml ? await subirArchivo(d.id, 'cfdi', xml, () => undefined) : null;
      await adjuntar.mutateAsync({
        id: d.id,
        body: { ...datos, key, ...(xml && xmlKey ? { xml: { key: xmlKey, nombreArchivo: xml.name } } : {}) },
      });
    });
  };

  return (
    <Stack gap="xs" data-testid="factura-form">
      <Group grow align="flex-start">
        <TextInput
          label={t('declaraciones.factura.numero')}
          value={numero}
          onChange={(e) => setNumero(e.currentTarget.value)}
          maxLength={40}
          required
          error={errores.numero}
          data-testid="factura-numero"
        />
        <MontoInput
          label={t('declaraciones.factura.importe')}
          value={importe}
          onChange={setImporte}
          moneda={d.moneda.simbolo}
          required
          error={errores.importe}
          testId="factura-importe"
        />
      </Group>
      <Group grow align="flex-start">
        <FechaInput
          label={t('declaraciones.factura.fecha')}
          value={fecha}
          onChange={setFecha}
          required
          error={errores.fecha}
          testId="factura-fecha"
        />
        <FechaInput
          label={t('declaraciones.factura.vto')}
          value={vto}
          onChange={setVto}
          desde="cualquiera"
          required
          error={errores.vto}
          testId="factura-vto"
        />
      </Group>
      <SubidaArchivo
        label={t('declaraciones.factura.archivo')}
        tipos={ARCHIVOS_DECLARACION.factura}
        file={pdf}
        onChange={setPdf}
        progreso={progreso}
        error={errores.key}
        required
        testId="factura-archivo"
      />
      {mexico ? (
        <SubidaArchivo
          label={t('declaraciones.factura.cfdi')}
          tipos={ARCHIVOS_DECLARACION.cfdi}
          file={xml}
          onChange={setXml}
          progreso={null}
          error={errores['xml.key']}
          testId="factura-cfdi"
        />
      ) : null}
      <Group justify="flex-end">
        <Button onClick={enviar} disabled={!listo} loading={enviando} data-testid="factura-subir">
          {t('declaraciones.factura.subir')}
        </Button>
      </Group>
    </Stack>
  );
}
