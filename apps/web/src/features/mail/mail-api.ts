import type { LanguageCode } from '@gc/contracts/languages';
import type {
  CampaignEmail,
  CampaignMailType,
  CampaignSender,
  DeliveryLog,
  DeliveryState,
  EmailBlock,
  EmailTemplate,
  MailType,
  RenderedEmail,
} from '@gc/contracts/mail';
import { api } from '../../lib/api-client.ts';

/** The §7 Mail calls and the e-mail editor's own (docs/api-mapping.md, Mail). */
const MAIL = '/mail';
const id = (value: string) => encodeURIComponent(value);

export type EmailDraft = { outcome: string; language: LanguageCode; subject: string; blocks: EmailBlock[] };

export const fetchMailType = (campaignId: string) => api<CampaignMailType>(`${MAIL}/mailType/${id(campaignId)}`);
export const saveMailType = (campaignId: string, emailType: MailType) =>
  api<CampaignMailType>(`${MAIL}/mailType/${id(campaignId)}`, { method: 'PUT', body: { emailType } });

export const fetchSender = (campaignId: string) => api<CampaignSender>(`${MAIL}/sender/${id(campaignId)}`);
export const saveSender = (campaignId: string, sender: { displayName: string; replyTo: string }) =>
  api<CampaignSender>(`${MAIL}/sender/${id(campaignId)}`, { method: 'PUT', body: sender });

export const fetchEmails = (campaignId: string) => api<CampaignEmail[]>(`${MAIL}/getAll/${id(campaignId)}`);
export const createEmail = (campaignId: string, draft: EmailDraft) =>
  api<CampaignEmail>(`${MAIL}/mailsls/`, { method: 'POST', body: { campaignId, ...draft } });
export const updateEmail = (campaignId: string, emailId: string, draft: EmailDraft) =>
  api<CampaignEmail>(`${MAIL}/mailsls/`, { method: 'PUT', body: { id: emailId, campaignId, ...draft } });

export function uploadAttachment(campaignId: string, emailId: string, file: File) {
  const formData = new FormData();
  formData.append('file', file, file.name);
  return api<CampaignEmail>(`${MAIL}/mailsls/${id(campaignId)}/${id(emailId)}/attachment`, {
    method: 'POST',
    formData,
  });
}
export const removeAttachment = (campaignId: string, emailId: string) =>
  api<CampaignEmail>(`${MAIL}/mailsls/${id(campaignId)}/${id(emailId)}/attachment`, { method: 'DELETE' });

export const previewEmail = (campaignId: string, draft: EmailDraft) =>
  api<RenderedEmail>(`${MAIL}/preview/${id(campaignId)}`, { method: 'POST', body: draft });
export const sendTestEmail = (campaignId: string, emailId: string) =>
  api<{ to: string }>(`${MAIL}/mailsls/${id(campaignId)}/${id(emailId)}/test`, { method: 'POST', body: {} });

export const fetchTemplates = () => api<EmailTemplate[]>(`${MAIL}/templates`);
export const generateEmails = (campaignId: string, emailTemplateId: string) =>
  api<CampaignEmail[]>('/build/generate-emails', { method: 'POST', body: { campaignId, emailTemplateId } });

export type DeliveryFilter = { page: number; state?: DeliveryState; outcome?: string };
export const fetchDeliveries = (campaignId: string, filter: DeliveryFilter) =>
  api<DeliveryLog>(`${MAIL}/deliveries/${id(campaignId)}`, {
    query: { page: filter.page, size: 20, state: filter.state, outcome: filter.outcome },
  });
export const retryDelivery = (campaignId: string, mailId: string) =>
  api<unknown>(`${MAIL}/deliveries/${id(campaignId)}/${id(mailId)}/retry`, { method: 'POST', body: {} });

export const mailKey = (campaignId: string) => ['mail', campaignId] as const;
