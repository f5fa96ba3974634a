import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { checkoutTexts } from '@kusasa/domain/pricing-texts';
import { toast } from '../../lib/toast';

/** An unknown ?plan= goes back to /pricing with 'Invalid plan selected'. */
export function InvalidPlanRedirect() {
  useEffect(() => {
    toast.error(checkoutTexts.invalidPlan);
  }, []);
  return <Navigate to="/pricing" replace />;
}
