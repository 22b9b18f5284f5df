import { Alert, Button, Divider, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { Controller, type Control, type FieldArrayWithId, type FieldErrors } from 'react-hook-form';
import type { RoleId } from '#shared/auth/roles.ts';
import { EmpresaSelect } from '#web/components/EmpresaSelect.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { usePrimerasEmpresas } from '#web/lib/list-empresas.ts';
import { useRoles } from '../api/list-roles.ts';
import { canAddRow, empresaLabel, empresasTomadas, showAddRow } from '../lib/permisos.ts';
import type { PermisoFormRow, UsuarioFormValues } from './UsuarioForm.tsx';

/**
 * The permissions of a user (spec 1 §2.2, §4): rows of company + role. A company chosen in one row is
 * not offered in the others; a row is added only while every row is complete and there are fewer
 * rows than companies. Shown only once companies and roles have loaded and are non-empty.
 */
export function PermisosFields({
  control,
  rows,
  fields,
  onAdd,
  onRemove,
  errors,
}: {
  control: Control<UsuarioFormValues, unknown, unknown>;
  rows: readonly PermisoFormRow[];
  fields: readonly FieldArrayWithId<UsuarioFormValues, 'empresas'>[];
  onAdd: () => void;
  onRemove: (index: number) => void;
  errors: FieldErrors<UsuarioFormValues>['empresas'];
}) {
  const t = useT();
  const empresas = usePrimerasEmpresas();
  const roles = useRoles();

  if (empresas.isPending || roles.isPending) {
    return (
      <Group gap="sm" py="sm" data-testid="permisos-loading">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {t('usuarios.editor.loadingPermisos')}
        </Text>
      </Group>
    );
  }
  if (empresas.isError || roles.isError) {
    return (
      <Alert color="red" data-testid="permisos-error">
        {t('usuarios.editor.permisosError')} {(empresas.error ?? roles.error)?.message}
      </Alert>
    );
  }
  const rolesData = roles.data;
  if (!empresas.data.empresas.length || !rolesData.length) return null;
  // Beyond the first page the select searches the server: rows are then limited only by the rule.
  const cantidadEmpresas = empresas.data.completa ? empresas.data.empresas.length : Number.POSITIVE_INFINITY;

  const listError = errors?.root?.message ?? errors?.message;

  return (
    <Stack gap="sm" data-testid="permisos">
      <Divider label={t('usuarios.editor.permisos')} labelPosition="left" />
      {fields.map((field, index) => {
        const rowErrors = errors?.[index];
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
                  data={rolesData.map((r) => ({ value: r.id, label: r.nombre }))}
                  value={f.value}
                  onChange={(v) => f.onChange(v)}
                  onBlur={f.onBlur}
                  error={rowErrors?.idRol?.message}
                  data-testid={`permiso-rol-${index}`}
                />
              )}
            />
            <Button variant="subtle" color="red" mt={25} onClick={() => onRemove(index)} data-testid={`permiso-quitar-${index}`}>
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
