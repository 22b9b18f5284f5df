import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Stack, Tabs, Title } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import type { ClienteMaestro, UsuarioClienteBody } from '#shared/contract/schemas/cliente.ts';
import { useUnsavedChangesGuard } from '#web/components/unsaved-changes.ts';
import { useT } from '#web/lib/i18n.tsx';
import { applyServerErrors } from '#web/lib/server-errors.ts';
import { toastSuccess } from '#web/lib/toast.ts';
import {
  PESTANAS,
  pestanaConError,
  SECCIONES,
  valoresIniciales,
  type ClienteFormValues,
  type Pestana,
} from '../lib/formulario.ts';
import { clienteResolver, type ClienteBody } from '../lib/resolver.ts';
import { ComercialTab } from './ComercialTab.tsx';
import { FiscalTab } from './FiscalTab.tsx';
import { GeneralTab } from './GeneralTab.tsx';
import { TerminosTab } from './TerminosTab.tsx';
import { UsuariosTab } from './UsuariosTab.tsx';

export interface ClienteFormProps {
  cliente: ClienteMaestro | undefined;
  onGuardar: (body: ClienteBody) => Promise<ClienteMaestro>;
  onGuardado: (cliente: ClienteMaestro) => void;
  onAgregarUsuario: (body: UsuarioClienteBody) => Promise<unknown>;
  onCancelar: () => void;
}

/** The client editor (spec 1 §2.4): title with its badge, Cancelar and Guardar, and the five tabs. */
export function ClienteForm({ cliente, onGuardar, onGuardado, onAgregarUsuario, onCancelar }: ClienteFormProps) {
  const t = useT();
  const [pestana, setPestana] = useState<Pestana>('informacionGeneral');
  const [serverError, setServerError] = useState<string | undefined>();
  const form = useForm<ClienteFormValues, unknown, ClienteBody>({
    resolver: clienteResolver,
    // Errors show as a field changes (spec 1 §5.3), not on blur: a message appearing on blur
    // moves what is below between the press and the release of a click.
    mode: 'onChange',
    defaultValues: valoresIniciales(cliente),
  });
  const { handleSubmit, reset, setError, trigger, formState } = form;
  const { allowNavigation } = useUnsavedChangesGuard(formState.isDirty);
  const siguiente = (de: Pestana) => () => setPestana(PESTANAS[PESTANAS.indexOf(de) + 1] ?? de);

  const validarFiscal = async () => {
    if (!(await trigger('informacionFiscal', { shouldFocus: true }))) return;
    toastSuccess(t('clientes.toast.fiscalValidada'));
    setPestana('informacionComercial');
  };

  const guardar = handleSubmit(
    async (body) => {
      setServerError(undefined);
      try {
        const guardado = await onGuardar(body);
        toastSuccess(t('clientes.toast.guardado'));
        allowNavigation();
        reset(valoresIniciales(guardado));
        onGuardado(guardado);
      } catch (err) {
        setServerError(applyServerErrors(err, setError, SECCIONES));
        setPestana((actual) => pestanaConError(form.formState.errors) ?? actual);
      }
    },
    (errores) => setPestana(pestanaConError(errores) ?? 'informacionGeneral'),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void guardar(e)} noValidate data-testid="cliente-form">
        <Stack gap="lg">
          <Group justify="space-between" align="center">
            <Group gap="sm">
              <Title order={1} size="h2" data-testid="cliente-titulo">
                {cliente ? t('clientes.editor.tituloId', { id: cliente.id }) : t('clientes.editor.titulo')}
              </Title>
              <Badge color={cliente ? 'green' : 'blue'} variant="light" data-testid="cliente-badge">
                {cliente ? t('clientes.editor.activo') : t('clientes.editor.nuevo')}
              </Badge>
            </Group>
            <Group gap="sm">
              <Button variant="default" onClick={onCancelar} data-testid="cliente-cancelar">
                {t('clientes.cancelar')}
              </Button>
              <Button type="submit" loading={formState.isSubmitting} data-testid="cliente-guardar">
                {t('clientes.guardar')}
              </Button>
            </Group>
          </Group>
          {serverError ? (
            <Alert color="red" data-testid="cliente-server-error">
              {serverError}
            </Alert>
          ) : null}
          <Card withBorder radius="lg" padding="lg">
            <Tabs value={pestana} onChange={(v) => v && setPestana(v as Pestana)} keepMounted={false}>
              <Tabs.List mb="md">
                {PESTANAS.map((p) => (
                  <Tabs.Tab key={p} value={p} data-testid={`cliente-tab-${p}`}>
                    {t(`clientes.tab.${p}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <Tabs.Panel value="informacionGeneral">
                <GeneralTab onSiguiente={siguiente('informacionGeneral')} />
              </Tabs.Panel>
              <Tabs.Panel value="informacionFiscal">
                <FiscalTab onValidar={() => void validarFiscal()} />
              </Tabs.Panel>
              <Tabs.Panel value="informacionComercial">
                <ComercialTab clienteId={cliente?.id} onSiguiente={siguiente('informacionComercial')} />
              </Tabs.Panel>
              <Tabs.Panel value="condicionesComerciales">
                <TerminosTab onSiguiente={siguiente('condicionesComerciales')} />
              </Tabs.Panel>
              <Tabs.Panel value="usuarios">
                <UsuariosTab cliente={cliente} onAgregar={onAgregarUsuario} />
              </Tabs.Panel>
            </Tabs>
          </Card>
        </Stack>
      </form>
    </FormProvider>
  );
}
