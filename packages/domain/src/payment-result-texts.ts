// The payment result pages: verifying, success, processing, failed and cancelled (seed 002 section 8).

export const paymentResultTexts = {
  verifying: 'Verifying Payment',
  verifyingBody: 'Please wait while we confirm your payment...',
  successTitle: 'Payment Successful',
  successToast: 'Payment Successful!',
  successToastBody: 'Your subscription has been activated.',
  processingTitle: 'Payment Processing',
  processingBody: 'Your payment is still being processed. This can take a few minutes.',
  failedTitle: 'Payment Verification Failed',
  failedBody: "We couldn't verify your payment",
  failedHint: 'If money left your account, please contact support with your payment reference.',
  amount: 'Amount',
  plan: 'Plan',
  reference: 'Reference',
  goToDashboard: 'Go to Dashboard',
  viewSubscription: 'View Subscription',
  checkAgain: 'Check Again',
  tryAgain: 'Try Again',
  contactSupport: 'Contact Support',
  cancelledTitle: 'Payment Cancelled',
  cancelledBody: 'Your payment was cancelled and you have not been charged. You can try again at any time.',
} as const;
