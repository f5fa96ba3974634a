import { type InquiryRequest, inquiryFormResponseSchema, inquirySubmittedResponseSchema } from '@kusasa/domain/schemas/partners/inquiries';
import { apiCall } from '../../../lib/api-client';

/** A fresh form token, fetched when the form opens (the server's bot check, decision 0162). */
export const getInquiryForm = (signal?: AbortSignal) => apiCall('/api/partner-inquiries/form', { schema: inquiryFormResponseSchema, signal });

export const submitInquiry = (body: InquiryRequest) => apiCall('/api/partner-inquiries', { method: 'POST', body, schema: inquirySubmittedResponseSchema });
