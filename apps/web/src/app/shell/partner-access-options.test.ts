import { describe, expect, it } from 'vitest';
import { partnerAccessHref, partnerAccessOptions } from './partner-access-options';

const card = (type: string) => {
  const option = partnerAccessOptions.find((item) => item.type === type);
  if (!option) throw new Error(type);
  return option;
};

describe('the Partner Access cards', () => {
  it.each([
    // signed out: the card's sign-in or registration page
    ['student', 'existing', null, '/students/login'],
    ['student', 'new', null, '/register'],
    ['counselor', 'new', null, '/counselors/register'],
    ['partner', 'existing', null, '/partner/login'],
    ['partner', 'new', null, '/partner/register'],
    // signed in with the card's type: their own area
    ['student', 'existing', 'student', '/auth-redirect'],
    ['counselor', 'new', 'consultant', '/auth-redirect'],
    ['institution', 'existing', 'institution', '/auth-redirect'],
    ['sponsor', 'new', 'sponsor', '/auth-redirect'],
    ['nsfas', 'existing', 'nsfas', '/auth-redirect'],
    ['partner', 'existing', 'institution', '/partner-dashboard'],
    ['partner', 'new', 'sponsor', '/partner-dashboard'],
    // signed in with another type: as if signed out
    ['institution', 'existing', 'student', '/institutions/login'],
    ['partner', 'new', 'student', '/partner/register'],
    ['sponsor', 'existing', 'admin', '/sponsors/login'],
  ] as const)('%s card, %s tab, signed in as %s -> %s', (type, tab, userType, href) => {
    expect(partnerAccessHref(card(type), tab, userType)).toBe(href);
  });
});
