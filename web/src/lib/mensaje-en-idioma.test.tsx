import { useState } from 'react';
import { Button, TextInput } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { useForm, type Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMe } from '#shared/contract/operations/me.ts';
import { createEndpointWebhook } from '#shared/contract/operations/webhooks.ts';
import { endpointInputSchema } from '#shared/contract/schemas/webhook.ts';
import { findTenant } from '#shared/tenants/tenants.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { stubApi } from '#web/test/api-mock.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { apiCall } from './api-client.ts';
import { isApiError } from './api-error.ts';
import { applyServerErrors } from './server-errors.ts';
import { clearSsoToken, setSsoToken } from './session.ts';
import { clearStoredTenant, storeTenant } from './tenant.ts';
import { claveCatalogo } from './catalogos-clave.ts';
import { mensajeEnIdioma } from './mensaje-en-idioma.ts';
import { clienteConsultas } from './query-client.ts';
import { zodResolver } from './zod-resolver.ts';

vi.mock('./auth/cognito.ts', () => ({
  getCognitoIdToken: vi.fn(async () => undefined),
  cognitoSignOut: vi.fn(async () => undefined),
}));

type Valores = { url: string; descripcion: string; eventos: string[] };
type NuevoEndpoint = z.output<typeof endpointInputSchema>;
const resolver = zodResolver(endpointInputSchema) as unknown as Resolver<Valores, unknown, NuevoEndpoint>;

/** A form as the screens build them: the shared schema on the client, the API's 400 on its fields. */
function FormularioEndpoint() {
  const [general, setGeneral] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Valores, unknown, NuevoEndpoint>({
    resolver,
    defaultValues: { url: '', descripcion: '', eventos: ['certificado.emitido'] },
  });
  const enviar = async (body: NuevoEndpoint) => {
    try {
      await apiCall(createEndpointWebhook, { body });
    } catch (err) {
      setGeneral(applyServerErrors(err, setError, ['url', 'descripcion', 'eventos']));
    }
  };
  return (
    <form onSubmit={handleSubmit(enviar)} noValidate>
      <TextInput label="URL" {...register('url')} error={errors.url?.message} />
      {general ? <p>{general}</p> : null}
      <Button type="submit">Enviar</Button>
    </form>
  );
}

/** The portal of `id`, as a shortcut route stores it: the tenant the SPA reads its locale from. */
const portal = (id: string): Tenant => {
  storeTenant(id);
  return findTenant(id) as Tenant;
};

const respuesta400 = {
  status: 400,
  body: {
    message: 'Por favor, revisá los errores para poder continuar',
    errors: [{ path: 'url', message: 'La URL tiene que empezar con https://.' }],
  },
};

afterEach(() => {
  clearStoredTenant();
  clearSsoToken();
  vi.unstubAllGlobals();
});

describe('server and schema messages in the tenant language', () => {
  const enviar = (url: string) => {
    fireEvent.change(screen.getByLabelText('URL'), { target: { value: url } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
  };

  it('shows a pt-BR tenant the schema field error and the 400 field error in Portuguese', async () => {
    setSsoToken('tok');
    stubApi(() => respuesta400);
    renderWithProviders(<FormularioEndpoint />, { tenant: portal('rotasul') });

    enviar('');
    expect(await screen.findByText('O campo url é obrigatório')).toBeTruthy();

    enviar('http://example.com/hook');
    expect(await screen.findByText('A URL tem que começar com https://.')).toBeTruthy();
    expect(screen.queryByText('La URL tiene que empezar con https://.')).toBeNull();
  });

  it('shows an es-AR tenant the same messages in the spec Spanish', async () => {
    setSsoToken('tok');
    stubApi(() => respuesta400);
    renderWithProviders(<FormularioEndpoint />, { tenant: portal('cargosur') });

    enviar('');
    expect(await screen.findByText('El campo url es requerido')).toBeTruthy();

    enviar('http://example.com/hook');
    expect(await screen.findByText('La URL tiene que empezar con https://.')).toBeTruthy();
  });

  it("puts an API error's own message in the tenant language, and leaves one it does not know as it came", async () => {
    setSsoToken('tok');
    portal('rotasul');
    stubApi(() => ({ status: 403, body: { message: 'No tenés permiso para realizar esta operación.' } }));
    const prohibido = await apiCall(getMe).catch((e: unknown) => e);
    expect(isApiError(prohibido) && prohibido.message).toBe('Você não tem permissão para realizar esta operação.');

    stubApi(() => ({ status: 409, body: { message: 'Un texto que el diccionario no tiene.' } }));
    const desconocido = await apiCall(getMe).catch((e: unknown) => e);
    expect(isApiError(desconocido) && desconocido.message).toBe('Un texto que el diccionario no tiene.');
  });

  it('names a catalogue entry with the pt-BR name the tenant edited, once the page has read its catalogue', () => {
    portal('rotasul');
    const mensaje = 'La cobertura no admite la operación Importación';
    expect(mensajeEnIdioma(mensaje)).toBe('A cobertura não admite a operação Importação');
    const clave = claveCatalogo('tiposRiesgo');
    clienteConsultas().setQueryData(clave, { data: [{ id: 201, nombre: 'Importación', nombres: { 'pt-BR': 'Importações' } }] });
    try {
      expect(mensajeEnIdioma(mensaje)).toBe('A cobertura não admite a operação Importações');
    } finally {
      clienteConsultas().removeQueries({ queryKey: clave });
    }
  });
});
