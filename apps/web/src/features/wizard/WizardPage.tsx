import { Button, Group, Paper, Stack, Stepper } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCompanyViewId } from '../../app/use-company-view.ts';
import { WarningDialog } from '../../components/dialogs/WarningDialog.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { withCompanyView } from '../../lib/company-view.ts';
import { campaignsPath } from '../campaigns/campaign-links.ts';
import { DeliveryMethodDialog } from './DeliveryMethodDialog.tsx';
import { EulaDialog } from './EulaDialog.tsx';
import { LanguagesStep } from './LanguagesStep.tsx';
import { NameStep } from './NameStep.tsx';
import { TemplateStep } from './TemplateStep.tsx';
import { TypeStep } from './TypeStep.tsx';
import { useWizard } from './use-wizard.ts';
import { hasChoices } from './wizard-steps.ts';

/**
 * The new-campaign wizard (spec §2): game type, template, name, languages, then the delivery
 * method; the campaign is created and opened in the builder.
 */
export function WizardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [companyViewId] = useCompanyViewId();
  const wizard = useWizard();
  const [isLeaving, setIsLeaving] = useState(false);
  const { choices } = wizard;

  const leave = () => navigate(withCompanyView(campaignsPath(), companyViewId));
  const cancel = () => (hasChoices(choices) ? setIsLeaving(true) : leave());

  return (
    <Stack>
      <PageTitle>{t('pages.wizard')}</PageTitle>
      <Paper withBorder radius="md" p="lg">
        <Stepper active={wizard.active} onStepClick={wizard.goTo} allowNextStepsSelect={false} size="sm">
          <Stepper.Step label={t('wizard.steps.type.label')} description={t('wizard.steps.type.description')}>
            <TypeStep
              types={wizard.types}
              availableTypes={wizard.facts.availableTypes}
              value={choices.type}
              onChange={wizard.chooseType}
              isTypeRefused={wizard.isTypeRefused}
            />
          </Stepper.Step>
          <Stepper.Step label={t('wizard.steps.template.label')} description={t('wizard.steps.template.description')}>
            {choices.type && (
              <TemplateStep
                type={choices.type}
                templates={wizard.templates}
                value={wizard.templateId}
                onChange={wizard.chooseTemplate}
              />
            )}
          </Stepper.Step>
          <Stepper.Step label={t('wizard.steps.name.label')} description={t('wizard.steps.name.description')}>
            <NameStep
              value={choices.name}
              check={wizard.facts.nameCheck}
              onChange={wizard.typeName}
              onRetry={wizard.retryNameCheck}
              onSubmit={wizard.next}
            />
          </Stepper.Step>
          <Stepper.Step label={t('wizard.steps.languages.label')} description={t('wizard.steps.languages.description')}>
            <LanguagesStep value={choices.languages} onChange={wizard.chooseLanguages} />
          </Stepper.Step>
        </Stepper>

        <Group justify="space-between" mt="xl">
          <Button variant="subtle" color="gray" onClick={cancel}>
            {t('common.cancel')}
          </Button>
          <Group gap="sm">
            {wizard.active > 0 && (
              <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={wizard.back}>
                {t('wizard.back')}
              </Button>
            )}
            <Button
              disabled={!wizard.canGoNext}
              onClick={wizard.next}
              rightSection={wizard.isLastStep ? <IconCheck size={16} /> : <IconArrowRight size={16} />}
            >
              {wizard.isLastStep ? t('wizard.finish') : t('wizard.next')}
            </Button>
          </Group>
        </Group>
      </Paper>

      <DeliveryMethodDialog
        opened={wizard.isChoosingDelivery}
        registrationTypes={wizard.registrationTypes}
        isSubmitting={wizard.isCreating}
        error={wizard.dialogError}
        onCancel={wizard.cancelDelivery}
        onContinue={wizard.submit}
      />
      <EulaDialog
        opened={wizard.eula.isOpen}
        isAccepting={wizard.eula.isAccepting}
        error={wizard.eula.error}
        onCancel={wizard.eula.cancel}
        onAccept={wizard.eula.accept}
      />
      <WarningDialog
        opened={isLeaving}
        message={t('wizard.leave.message')}
        confirmLabel={t('wizard.leave.confirm')}
        onCancel={() => setIsLeaving(false)}
        onConfirm={leave}
      />
    </Stack>
  );
}
