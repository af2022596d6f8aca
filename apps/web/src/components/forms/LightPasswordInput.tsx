import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * A password field with a show/hide toggle, for the log-in page only: Mantine's PasswordInput brings
 * its own component and styles (1 KB gzip) into the start-up chunk, which is at its 150 KB budget. Like
 * PasswordInput's, the toggle is for the pointer: out of the tab order and hidden from assistive
 * technology, so the field's name stays "Password" and keyboard users tab straight to the next field.
 */
export function LightPasswordInput(props: Omit<TextInputProps, 'type' | 'rightSection'>) {
  const [isVisible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={isVisible ? 'text' : 'password'}
      rightSection={
        <ActionIcon
          variant="subtle"
          color="gray"
          tabIndex={-1}
          aria-hidden
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setVisible((visible) => !visible)}
        >
          {isVisible ? <IconEyeOff size={18} /> : <IconEye size={18} />}
        </ActionIcon>
      }
    />
  );
}
