import { passwordProblems } from '@gc/contracts/validation';
import { List, ThemeIcon } from '@mantine/core';
import { IconCheck, IconPoint } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_CHECKS } from './password-rule.ts';

/** Live list of the §5 password rules, ticked as they are met (teal.9: teal.7 gave 3.0:1 on white, failing axe). */
export function PasswordChecklist({ password, strong = false }: { password: string; strong?: boolean }) {
  const { t } = useTranslation();
  const problems = new Set(passwordProblems(password, strong));
  const checks = PASSWORD_CHECKS.filter((check) => strong || check !== 'digit');
  return (
    <List size="xs" spacing={2} center aria-label={t('password.rulesLabel')}>
      {checks.map((check) => {
        const isMet = password.length > 0 && !problems.has(check);
        return (
          <List.Item
            key={check}
            c={isMet ? 'teal.9' : 'dimmed'}
            icon={
              <ThemeIcon size={14} radius="xl" color={isMet ? 'teal' : 'gray'} variant={isMet ? 'filled' : 'light'}>
                {isMet ? <IconCheck size={10} /> : <IconPoint size={10} />}
              </ThemeIcon>
            }
          >
            {t(`password.check.${check}`, { min: strong ? 12 : 8 })}
          </List.Item>
        );
      })}
    </List>
  );
}
