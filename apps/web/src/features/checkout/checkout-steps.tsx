import { checkoutTexts } from '@kusasa/domain/pricing-texts';
import { ProgressSteps } from '../../components/ui/progress-steps';

const CURRENT_STEP = 2; // plan and account are done; this page is the payment step

/** Plan, register, payment: where the learner is in the purchase (seed 002 section 2). */
export function CheckoutSteps() {
  return <ProgressSteps steps={checkoutTexts.steps} current={CURRENT_STEP} />;
}
