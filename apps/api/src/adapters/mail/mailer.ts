// Outgoing mail. The default adapter writes to the outbox table (nothing leaves the machine);
// an SMTP adapter with the same interface comes with production mail.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
