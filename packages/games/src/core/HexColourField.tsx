import { ColorInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The schema takes #rrggbb(aa) only. */
const HEX_COLOUR = /^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/;

type Props = {
  label: string;
  description?: string;
  value: string;
  disabled?: boolean;
  onChange: (colour: string) => void;
};

/**
 * A colour input for editors (the builder's generated settings forms and the games' own editors) that lets the marketer type freely: the half-typed text stays local and only a
 * complete hex colour reaches the settings (a controlled ColorInput would snap back on every key).
 */
export function HexColourField({ label, description, value, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <ColorInput
      label={label}
      // The eye dropper is an icon button: it needs a name of its own (axe button-name).
      eyeDropperButtonProps={{ 'aria-label': t('common.pickColour', { label }) }}
      description={description}
      value={text}
      format="hex"
      disabled={disabled}
      onChange={(next) => {
        setText(next);
        if (HEX_COLOUR.test(next) && next !== value) onChange(next);
      }}
      onBlur={() => setText(value)}
    />
  );
}
