import {
  Button,
  Card,
  ColorInput,
  Group,
  NumberInput,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useUnsavedChangesGuard } from '#web/components/unsaved-changes.ts';
import { useT } from '#web/lib/i18n.tsx';
import {
  effectivePrimaryColor,
  LAYOUT_TYPES,
  readLayoutPresets,
  resetLayoutPresets,
  saveLayoutPresets,
  type LayoutType,
} from '#web/lib/layout-presets.ts';
import { reloadPage } from '#web/lib/reload.ts';
import { useTenant } from '#web/lib/tenant.ts';
import { zodResolver } from '#web/lib/zod-resolver.ts';
import { settingsSchema, toFormValues, toPresets, type SettingsValues } from './settings-form.ts';

const LAYOUT_LABELS: Record<LayoutType, string> = {
  'dark-sidebar': 'settings.layout.darkSidebar',
  'light-sidebar': 'settings.layout.lightSidebar',
  'dark-header': 'settings.layout.darkHeader',
  'light-header': 'settings.layout.lightHeader',
};

/** 'Configuración de diseño' (spec 1 §4): layout type, colour and container, stored locally; saving or resetting reloads. */
export function SettingsPage() {
  const t = useT();
  const tenant = useTenant();
  const presets = readLayoutPresets();
  const {
    control,
    handleSubmit,
    watch,
    formState: { errors, isDirty },
  } = useForm<SettingsValues>({
    resolver: zodResolver(settingsSchema),
    defaultValues: toFormValues(presets, effectivePrimaryColor(presets, tenant.theme.primaryColor)),
  });
  const { allowNavigation } = useUnsavedChangesGuard(isDirty);

  const save = (values: SettingsValues) => {
    saveLayoutPresets(toPresets(values, tenant.theme.primaryColor));
    allowNavigation();
    reloadPage();
  };
  const reset = () => {
    resetLayoutPresets();
    allowNavigation();
    reloadPage();
  };
  const error = (message: string | undefined) => (message ? t(message) : undefined);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('settings.title')}
      </Title>
      <form onSubmit={handleSubmit(save)} noValidate>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="xl">
            <Controller
              control={control}
              name="layoutType"
              render={({ field }) => (
                <Radio.Group label={t('settings.layoutType')} value={field.value} onChange={field.onChange}>
                  <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
                    {LAYOUT_TYPES.map((type) => (
                      <Radio key={type} value={type} label={t(LAYOUT_LABELS[type])} data-testid={`settings-layout-${type}`} />
                    ))}
                  </SimpleGrid>
                </Radio.Group>
              )}
            />
            <Controller
              control={control}
              name="primaryColor"
              render={({ field }) => (
                <ColorInput
                  label={t('settings.primaryColor')}
                  description={t('settings.primaryColorHint')}
                  format="hex"
                  maw={280}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={error(errors.primaryColor?.message)}
                  data-testid="settings-color"
                />
              )}
            />
            <Stack gap="xs">
              <Text size="sm" fw={500}>
                {t('settings.containerType')}
              </Text>
              <Controller
                control={control}
                name="container"
                render={({ field }) => (
                  <SegmentedControl
                    value={field.value}
                    onChange={field.onChange}
                    data={[
                      { value: 'boxed', label: t('settings.containerBoxed') },
                      { value: 'fluid', label: t('settings.containerFluid') },
                    ]}
                    w="fit-content"
                    data-testid="settings-container"
                  />
                )}
              />
              <Controller
                control={control}
                name="containerWidth"
                render={({ field }) => (
                  <NumberInput
                    label={t('settings.containerWidth')}
                    suffix=" px"
                    min={960}
                    max={1920}
                    step={10}
                    maw={280}
                    disabled={watch('container') === 'fluid'}
                    value={field.value}
                    onChange={(v) => field.onChange(typeof v === 'number' ? v : Number(v))}
                    onBlur={field.onBlur}
                    error={error(errors.containerWidth?.message)}
                    data-testid="settings-width"
                  />
                )}
              />
            </Stack>
            <Stack gap="xs">
              <Text size="sm" fw={500}>
                {t('settings.partes')}
              </Text>
              {(['toolbar', 'scrollTop'] as const).map((parte) => (
                <Controller
                  key={parte}
                  control={control}
                  name={parte}
                  render={({ field }) => (
                    <Switch
                      label={t(`settings.parte.${parte}`)}
                      checked={field.value}
                      onChange={(e) => field.onChange(e.currentTarget.checked)}
                      data-testid={`settings-${parte}`}
                    />
                  )}
                />
              ))}
            </Stack>
            <Group justify="flex-end">
              <Button variant="default" onClick={reset} data-testid="settings-reset">
                {t('settings.reset')}
              </Button>
              <Button type="submit" data-testid="settings-save">
                {t('settings.save')}
              </Button>
            </Group>
          </Stack>
        </Card>
      </form>
    </Stack>
  );
}
