import { z } from 'zod';
import { isSaVatNumber } from '@kusasa/domain/rules/receipts';
import { ConfigError } from './env-support.ts';

// Who sells, as receipts and tax invoices name it (issue 31). With VAT_NUMBER set, receipts are tax
// invoices with the VAT shown (VAT Act, section 20); production needs the seller's real address.

export const sellerEnv = {
  SELLER_NAME: z.string().trim().min(2, 'must be the business name').max(120, 'must be at most 120 characters').default('Kusasa'),
  SELLER_ADDRESS: z.string().trim().min(5, 'must be a postal or street address').max(300, 'must be at most 300 characters').optional(),
  VAT_NUMBER: z.string().trim().refine(isSaVatNumber, 'must be a South African VAT registration number: ten digits starting with 4').optional(),
};
type SellerEnv = z.infer<z.ZodObject<typeof sellerEnv>> & { NODE_ENV: 'development' | 'production' | 'test' };

export interface SellerConfig {
  name: string;
  address: string;
  vatNumber: string | null;
}

const STAND_IN_ADDRESS = 'Address not configured: set SELLER_ADDRESS';

export function sellerConfig(e: SellerEnv): SellerConfig {
  if (e.SELLER_ADDRESS === undefined && e.NODE_ENV === 'production') {
    throw new ConfigError('SELLER_ADDRESS', 'SELLER_ADDRESS must be set in production: every receipt names the seller and its address');
  }
  return { name: e.SELLER_NAME, address: e.SELLER_ADDRESS ?? STAND_IN_ADDRESS, vatNumber: e.VAT_NUMBER ?? null };
}
