// What the built-in analytics sections share: their texts and small formatting helpers.
import { adminAnalyticsTexts } from '@kusasa/domain/admin-analytics-texts';
import { PLANS } from '@kusasa/domain/rules/plans';

export const texts = adminAnalyticsTexts.sections;

export const labelOf = <K extends string>(labels: Readonly<Record<K, string>>, key: string | null): string =>
  key !== null && Object.hasOwn(labels, key) ? labels[key as K] : (key ?? '');
export const planName = (planId: string) => PLANS.find((plan) => plan.id === planId)?.name ?? planId;
export const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
