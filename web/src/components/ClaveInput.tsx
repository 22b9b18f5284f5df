import { useState, type Ref } from 'react';
import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { useT } from '#web/lib/i18n.tsx';
import { IconEye, IconEyeOff } from './icons.tsx';

/**
 * A password field with its show/hide switch. Mantine's PasswordInput cost the sign-in screen 1,5 KB
 * gzip of its first load and named its switch in English; this one says it in the tenant's language.
 * Like Mantine's, the switch stays out of the Tab order (Tab goes from the password to the next field)
 * and answers the pointer without taking the focus from the field.
 */
export function ClaveInput(props: Omit<TextInputProps, 'type' | 'rightSection'> & { ref?: Ref<HTMLInputElement> }) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const etiqueta = t(visible ? 'auth.clave.ocultar' : 'auth.clave.mostrar');
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      rightSection={
        <ActionIcon
          variant="subtle"
          color="gray"
          tabIndex={-1}
          aria-label={etiqueta}
          aria-pressed={visible}
          title={etiqueta}
          disabled={props.disabled}
          // The field keeps the focus (and the caret) while the switch is pressed.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <IconEyeOff size={16} /> : <IconEye size={16} />}
        </ActionIcon>
      }
    />
  );
}
