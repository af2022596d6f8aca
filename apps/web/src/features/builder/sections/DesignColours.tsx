import { colourSchema, type StyleOptions } from '@gc/contracts/campaign-document';
import { ColorInput, SimpleGrid } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Colours = StyleOptions['colors'];
const COLOUR_KEYS = ['primary', 'background', 'text', 'buttonText'] as const satisfies readonly (keyof Colours)[];

type Props = {
  colors: Colours;
  onChange: (colors: Colours) => void;
  disabled: boolean;
};

export const isColour = (value: string) => colourSchema.safeParse(value).success;

/** The four campaign colours, as hex (spec §2 Colour picker). */
export function DesignColours({ colors, onChange, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <SimpleGrid type="container" cols={{ base: 1, '320px': 2, '720px': 4 }}>
      {COLOUR_KEYS.map((key) => (
        <DesignColourInput
          key={key}
          label={t(`assets.design.colors.${key}`)}
          value={colors[key]}
          disabled={disabled}
          onChange={(value) => onChange({ ...colors, [key]: value })}
        />
      ))}
    </SimpleGrid>
  );
}

/**
 * Half-typed values ("#12") stay in the field and only a complete colour reaches the document, so
 * a save never sends a colour the server refuses.
 */
function DesignColourInput({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <ColorInput
      label={label}
      eyeDropperButtonProps={{ 'aria-label': t('common.pickColour', { label }) }}
      format="hex"
      value={text}
      disabled={disabled}
      error={isColour(text) ? undefined : t('assets.design.colourInvalid')}
      onChange={(next) => {
        setText(next);
        if (isColour(next) && next.toLowerCase() !== value.toLowerCase()) onChange(next.toLowerCase());
      }}
    />
  );
}
