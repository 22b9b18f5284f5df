import { Alert, Button, Divider, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { Controller, type Control, type FieldArrayWithId, type FieldErrors } from 'react-hook-form';
import { empresasAdministradas, rolesOtorgables } from '#shared/auth/otorgar.ts';
import type { RoleId } from '#shared/auth/roles.ts';
import { EmpresaSelect } from '#web/components/EmpresaSelect.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { usePrimerasEmpresas } from '#web/lib/list-empresas.ts';
import { useMe } from '#web/lib/me.ts';
import { useRoles } from '../api.ts';
import { canAddRow, empresaLabel, empresasTomadas, showAddRow } from '../lib/permisos.ts';
import type { PermisoFormRow, UsuarioFormValues } from '../lib/usuario-form.ts';

/**
 * The permissions of a user (spec 1 §2.2, §4): rows of company + role. A company chosen in one row is
 * not offered in the others; a row is added only while every row is complete and there are fewer
 * rows than companies. Only what the signed-in administrator may grant is offered (shared/auth/otorgar.ts):
 * companies they administer and the roles grantable there; a row on another company is shown but
 * locked (and, when editing, cannot be removed either). Shown only once companies, roles and the
 * signed-in user have loaded and are non-empty.
 */
export function PermisosFields({
  control,
  rows,
  fields,
  onAdd,
  onRemove,
  errors,
  editing,
}: {
  control: Control<UsuarioFormValues, unknown, unknown>;
  rows: readonly PermisoFormRow[];
  fields: readonly FieldArrayWithId<UsuarioFormValues, 'empresas'>[];
  onAdd: () => void;
  onRemove: (index: number) => void;
  errors: FieldErrors<UsuarioFormValues>['empresas'];
  editing: boolean;
}) {
  const t = useT();
  const empresas = usePrimerasEmpresas();
  const roles = useRoles();
  const me = useMe();

  if (empresas.isPending || roles.isPending || me.isPending) {
    return (
      <Group gap="sm" py="sm" data-testid="permisos-loading">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {t('usuarios.editor.loadingPermisos')}
        </Text>
      </Group>
    );
  }
  if (empresas.isError || roles.isError || me.isError) {
    return (
      <Alert color="red" data-testid="permisos-error">
        {t('usuarios.editor.permisosError')} {(empresas.error ?? roles.error ?? me.error)?.message}
      </Alert>
    );
  }
  const rolesData = roles.data;
  if (!empresas.data.empresas.length || !rolesData.length) return null;
  const autor = me.data.empresas.map((e) => ({ idEmpresa: e.empresa.id, idRol: e.rol.id }));
  const administradas = empresasAdministradas(autor);
  const ajena = (row: PermisoFormRow | undefined) => Boolean(row?.idEmpresa && !administradas.includes(row.idEmpresa));
  // New rows can only take administered companies; rows on other companies were already there.
  const cantidadEmpresas = administradas.length + rows.filter(ajena).length;
  const rolesDe = (row: PermisoFormRow | undefined) => {
    if (!row?.idEmpresa || ajena(row)) return rolesData;
    // An administered company is one of the author's own, so the session knows its type.
    const tipo = me.data.empresas.find((e) => e.empresa.id === row.idEmpresa)?.empresa.tipo;
    const otorgables = tipo ? rolesOtorgables(autor, row.idEmpresa, tipo) : [];
    return rolesData.filter((r) => otorgables.includes(r.id));
  };

  const listError = errors?.root?.message ?? errors?.message;

  return (
    <Stack gap="sm" data-testid="permisos">
      <Divider label={t('usuarios.editor.permisos')} labelPosition="left" />
      {fields.map((field, index) => {
        const rowErrors = errors?.[index];
        const bloqueada = ajena(rows[index]);
        return (
          <Group key={field.id} align="flex-start" wrap="nowrap" gap="sm" data-testid={`permiso-row-${index}`}>
            <Controller
              control={control}
              name={`empresas.${index}.idEmpresa`}
              render={({ field: f }) => (
                <EmpresaSelect
                  style={{ flex: 1, minWidth: 0 }}
                  label={t('usuarios.editor.empresa')}
                  withAsterisk
                  formatLabel={empresaLabel}
                  excluir={empresasTomadas(rows, index)}
                  solo={administradas}
                  disabled={bloqueada}
                  value={f.value ?? null}
                  onChange={(v) => f.onChange(v)}
                  onBlur={f.onBlur}
                  error={rowErrors?.idEmpresa?.message}
                  data-testid={`permiso-empresa-${index}`}
                />
              )}
            />
            <Controller
              control={control}
              name={`empresas.${index}.idRol`}
              render={({ field: f }) => (
                <Select<RoleId>
                  w={190}
                  style={{ flexShrink: 0 }}
                  label={t('usuarios.editor.rol')}
                  withAsterisk
                  data={rolesDe(rows[index]).map((r) => ({ value: r.id, label: t(r.nombre) }))}
                  disabled={bloqueada}
                  value={f.value}
                  onChange={(v) => f.onChange(v)}
                  onBlur={f.onBlur}
                  error={rowErrors?.idRol?.message}
                  data-testid={`permiso-rol-${index}`}
                />
              )}
            />
            <Button
              variant="subtle"
              color="red"
              mt={25}
              onClick={() => onRemove(index)}
              disabled={bloqueada && editing}
              data-testid={`permiso-quitar-${index}`}
            >
              {t('usuarios.editor.quitar')}
            </Button>
          </Group>
        );
      })}
      {listError ? (
        <Text size="sm" c="red" data-testid="permisos-list-error">
          {listError}
        </Text>
      ) : null}
      {showAddRow(rows, cantidadEmpresas) ? (
        <Group>
          <Button variant="light" onClick={onAdd} disabled={!canAddRow(rows, cantidadEmpresas)} data-testid="permiso-agregar">
            {t('usuarios.editor.agregarPermiso')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
