// Moved to lib/ so that every page that takes payments (plans, sponsorships) leaves the same way.
export { redirectToProvider } from '../../lib/redirect-to-provider';
