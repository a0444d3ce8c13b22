/**
 * The service and article categories: each is a page with child pages /{category}/{name}. The
 * client's routes and the browser tests' route sweep both read this list.
 */
export const CATEGORIES = [
  'taxation_services',
  'auditing_and_financial_assistance',
  'fund_sourcing',
  'business_management_services',
  'business_registration_services',
  'legal_assistance',
  'startup_assistance',
  'services',
  'articles',
] as const;
