import { registrationTexts } from '@kusasa/domain/texts';
import type { MailMessage } from '../adapters/mail/mailer.ts';

/**
 * To the owner of an email someone tried to register with. The registration answered as if it had
 * worked (nobody can learn from it which emails have accounts), so the owner hears of it here.
 */
export function emailTakenMail(owner: { email: string; fullName: string | null }, publicUrl: string): MailMessage {
  return {
    to: owner.email,
    subject: registrationTexts.emailTakenSubject,
    text: [
      `Hello ${owner.fullName ?? 'there'},`,
      '',
      'Someone just tried to create a new Kusasa account with this email address. It already has an account, so no new one was made.',
      '',
      `If it was you, sign in instead: ${publicUrl}/login`,
      `Forgot your password? Choose a new one here: ${publicUrl}/forgot-password`,
      '',
      'If it was not you, you need not do anything: your account is unchanged.',
    ].join('\n'),
  };
}

/**
 * To the account holding an ID number someone registered with. Registration answered as if it
 * had worked (issue 34), so the holder hears of it here; it may be someone using their identity.
 */
export function idNumberHeldMail(holder: { email: string; fullName: string | null }, publicUrl: string): MailMessage {
  return {
    to: holder.email,
    subject: registrationTexts.idNumberHeldSubject,
    text: [
      `Hello ${holder.fullName ?? 'there'},`,
      '',
      'Someone just tried to create a new Kusasa account with the South African ID number on your account. One ID number has one account, so no new one was made.',
      '',
      `If it was you, sign in to your existing account: ${publicUrl}/login`,
      `Forgot your password? Choose a new one here: ${publicUrl}/forgot-password`,
      '',
      'If it was not you, someone may be using your ID number. Your account is unchanged; contact Kusasa support if you are worried.',
    ].join('\n'),
  };
}
