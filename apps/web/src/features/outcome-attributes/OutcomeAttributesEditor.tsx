import { customAttributeSchemaProblems, type SchemaProblem } from '@gc/contracts/custom-attribute-schema-rules';
import { CUSTOM_ATTRIBUTE_TYPES, type CustomAttributeSchema } from '@gc/contracts/custom-attributes';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toast.ts';
import { ApiError } from '../../lib/api-error.ts';
import { WholeNumberInput } from '../loyalty/WholeNumberInput.tsx';
import { fetchCompanySchema, saveCompanySchema } from './schema-api.ts';
import { NEW_ATTRIBUTE, normalisedSchema, STARTER_SCHEMA } from './schema-draft.ts';

const QUERY_KEY = ['company-custom-attribute-schema'] as const;

/**
 * The company's custom outcome attribute schema on the account page (spec §3; left from issue 3): a
 * company admin edits the variants and their typed attributes that outcomes fill in. Problems are
 * shown beside their fields and listed above the save button, in the user's language.
 */
export function OutcomeAttributesEditor() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const stored = useQuery({ queryKey: QUERY_KEY, queryFn: fetchCompanySchema });
  const [schema, setSchema] = useState<CustomAttributeSchema | null>(null);
  const [problems, setProblems] = useState<SchemaProblem[]>([]);
  useEffect(() => {
    if (stored.data) setSchema(stored.data.schema);
  }, [stored.data]);
  const save = useMutation({
    mutationFn: (next: CustomAttributeSchema | null) => saveCompanySchema(next),
    onSuccess: (saved) => {
      client.setQueryData(QUERY_KEY, saved);
      setProblems([]);
      showToast({ kind: 'success', message: t('loyalty.attributes.saved') });
    },
    onError: (error) => {
      const violations = error instanceof ApiError ? (error.problem?.violations ?? []) : [];
      showToast({ kind: 'error', message: violations[0]?.message ?? t('loyalty.failed') });
    },
  });
  const problemText = (problem: SchemaProblem) => t(`loyalty.attributes.problems.${problem.kind}`, problem.params);
  const errorAt = (field: string) => {
    const found = problems.find((problem) => problem.field === field);
    return found ? problemText(found) : undefined;
  };
  const submit = () => {
    if (!schema) return;
    const next = normalisedSchema(schema);
    const found = customAttributeSchemaProblems(next);
    setProblems(found);
    if (found.length === 0) save.mutate(next);
  };
  const update = (change: (current: CustomAttributeSchema) => CustomAttributeSchema) =>
    setSchema((current) => (current ? change(current) : current));
  const setVariant = (
    index: number,
    change: (v: CustomAttributeSchema['variants'][number]) => CustomAttributeSchema['variants'][number],
  ) => update((current) => ({ ...current, variants: current.variants.map((v, i) => (i === index ? change(v) : v)) }));

  return (
    <Stack component="section" aria-labelledby="outcome-attributes-title">
      <Title order={2} size="h3" id="outcome-attributes-title">
        {t('loyalty.attributes.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('loyalty.attributes.intro')}
      </Text>
      {stored.isError && <Alert color="red">{t('loyalty.attributes.unavailable')}</Alert>}
      {stored.isSuccess && schema === null && (
        <Paper withBorder p="md">
          <Stack>
            <Text>{t('loyalty.attributes.none')}</Text>
            <Group>
              <Button onClick={() => setSchema(STARTER_SCHEMA)}>{t('loyalty.attributes.create')}</Button>
            </Group>
          </Stack>
        </Paper>
      )}
      {schema && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack>
            <Paper withBorder p="md" component="section" aria-labelledby="selector-title">
              <Stack gap="sm">
                <Title order={3} size="h4" id="selector-title">
                  {t('loyalty.attributes.selector')}
                </Title>
                <Group grow align="flex-start">
                  <TextInput
                    label={t('loyalty.attributes.selectorName')}
                    required
                    value={schema.variantSelector.name}
                    error={errorAt('variantSelector.name')}
                    onChange={(event) => {
                      const name = event.currentTarget.value;
                      update((current) => ({ ...current, variantSelector: { ...current.variantSelector, name } }));
                    }}
                  />
                  <TextInput
                    label={t('loyalty.attributes.selectorLabel')}
                    required
                    value={schema.variantSelector.label}
                    error={errorAt('variantSelector.label')}
                    onChange={(event) => {
                      const label = event.currentTarget.value;
                      update((current) => ({ ...current, variantSelector: { ...current.variantSelector, label } }));
                    }}
                  />
                </Group>
                <Group grow align="flex-start">
                  <Select
                    label={t('loyalty.attributes.display')}
                    data={[
                      { value: 'select', label: t('loyalty.attributes.displaySelect') },
                      { value: 'radio', label: t('loyalty.attributes.displayRadio') },
                    ]}
                    value={schema.variantSelector.display ?? 'select'}
                    onChange={(display) =>
                      update((current) => ({
                        ...current,
                        variantSelector: { ...current.variantSelector, display: display ?? 'select' },
                      }))
                    }
                  />
                  <Select
                    label={t('loyalty.attributes.default')}
                    clearable
                    data={schema.variants.map((variant) => variant.type).filter(Boolean)}
                    value={schema.variantSelector.default ?? null}
                    error={errorAt('variantSelector.default')}
                    onChange={(value) =>
                      update((current) => ({
                        ...current,
                        variantSelector: { ...current.variantSelector, default: value ?? undefined },
                      }))
                    }
                  />
                </Group>
              </Stack>
            </Paper>
            {errorAt('variants') && <Alert color="red">{errorAt('variants')}</Alert>}
            {schema.variants.map((variant, index) => (
              <Paper
                withBorder
                p="md"
                component="section"
                // biome-ignore lint/suspicious/noArrayIndexKey: variants have no id of their own; their type is being edited
                key={index}
                aria-label={t('loyalty.attributes.variantLabel', { n: index + 1 })}
              >
                <Stack gap="sm">
                  <Group justify="space-between" align="flex-end">
                    <TextInput
                      label={t('loyalty.attributes.variantType')}
                      required
                      value={variant.type}
                      error={errorAt(`variants.${index}.type`)}
                      onChange={(event) => {
                        const type = event.currentTarget.value;
                        setVariant(index, (v) => ({ ...v, type }));
                      }}
                    />
                    <Button
                      variant="subtle"
                      color="red"
                      onClick={() =>
                        update((current) => ({ ...current, variants: current.variants.filter((_, i) => i !== index) }))
                      }
                    >
                      {t('loyalty.attributes.removeVariant')}
                    </Button>
                  </Group>
                  <table style={{ width: '100%', borderCollapse: 'collapse', textAlign: 'left' }}>
                    <thead>
                      <tr>
                        <th>{t('loyalty.attributes.name')}</th>
                        <th>{t('loyalty.attributes.label')}</th>
                        <th>{t('loyalty.attributes.type')}</th>
                        <th>{t('loyalty.attributes.required')}</th>
                        <th>{t('loyalty.attributes.min')}</th>
                        <th>{t('loyalty.attributes.max')}</th>
                        <th>
                          <VisuallyHidden>{t('loyalty.actions')}</VisuallyHidden>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {variant.attributes.map((attribute, position) => {
                        const at = `variants.${index}.attributes.${position}`;
                        const row = position + 1;
                        const setAttribute = (patch: Partial<typeof attribute>) =>
                          setVariant(index, (v) => ({
                            ...v,
                            attributes: v.attributes.map((a, p) => (p === position ? { ...a, ...patch } : a)),
                          }));
                        const isInt = attribute.type === 'int';
                        return (
                          // biome-ignore lint/suspicious/noArrayIndexKey: attributes are edited by position
                          <tr key={position}>
                            <td>
                              <TextInput
                                aria-label={t('loyalty.attributes.nameOf', { n: row })}
                                value={attribute.name}
                                error={errorAt(`${at}.name`)}
                                onChange={(event) => setAttribute({ name: event.currentTarget.value })}
                              />
                            </td>
                            <td>
                              <TextInput
                                aria-label={t('loyalty.attributes.labelOf', { n: row })}
                                value={attribute.label}
                                onChange={(event) => setAttribute({ label: event.currentTarget.value })}
                              />
                            </td>
                            <td>
                              <Select
                                aria-label={t('loyalty.attributes.typeOf', { n: row })}
                                data={CUSTOM_ATTRIBUTE_TYPES.map((type) => ({
                                  value: type,
                                  label: t(`loyalty.attributes.types.${type}`),
                                }))}
                                value={attribute.type}
                                onChange={(type) => type && setAttribute({ type: type as typeof attribute.type })}
                                w={150}
                              />
                            </td>
                            <td>
                              <Checkbox
                                aria-label={t('loyalty.attributes.requiredOf', { n: row })}
                                checked={attribute.required}
                                onChange={(event) => setAttribute({ required: event.currentTarget.checked })}
                              />
                            </td>
                            <td>
                              <WholeNumberInput
                                aria-label={t('loyalty.attributes.minOf', { n: row })}
                                allowNegative
                                value={attribute.min}
                                disabled={!isInt}
                                error={errorAt(`${at}.min`)}
                                onChange={(min) => setAttribute({ min })}
                                w={110}
                              />
                            </td>
                            <td>
                              <WholeNumberInput
                                aria-label={t('loyalty.attributes.maxOf', { n: row })}
                                allowNegative
                                value={attribute.max}
                                disabled={!isInt}
                                error={errorAt(`${at}.max`)}
                                onChange={(max) => setAttribute({ max })}
                                w={110}
                              />
                            </td>
                            <td>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                aria-label={t('loyalty.attributes.removeAttribute', { n: row })}
                                onClick={() =>
                                  setVariant(index, (v) => ({
                                    ...v,
                                    attributes: v.attributes.filter((_, p) => p !== position),
                                  }))
                                }
                              >
                                <IconTrash size={18} />
                              </ActionIcon>
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                  <Group>
                    <Button
                      variant="light"
                      size="xs"
                      onClick={() =>
                        setVariant(index, (v) => ({ ...v, attributes: [...v.attributes, { ...NEW_ATTRIBUTE }] }))
                      }
                    >
                      {t('loyalty.attributes.addAttribute')}
                    </Button>
                  </Group>
                </Stack>
              </Paper>
            ))}
            <Group>
              <Button
                variant="light"
                onClick={() =>
                  update((current) => ({ ...current, variants: [...current.variants, { type: '', attributes: [] }] }))
                }
              >
                {t('loyalty.attributes.addVariant')}
              </Button>
            </Group>
            {problems.length > 0 && (
              <Alert color="red" title={t('loyalty.attributes.problemsTitle')} role="alert">
                <List size="sm">
                  {problems.map((problem) => (
                    <List.Item key={`${problem.field}-${problem.kind}`}>{problemText(problem)}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={save.isPending}>
                {t('loyalty.save')}
              </Button>
              {stored.data?.schema && (
                <Button variant="subtle" color="red" onClick={() => save.mutate(null)}>
                  {t('loyalty.attributes.clear')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
