/** Enumerations of requirements §3 and constants of requirements §9. */

export const GENDERS = ['Male', 'Female'] as const;
export const SKIN_COLORS = ['Fair', 'Light', 'Medium', 'Dark'] as const;
export const QUALIFICATIONS = [
  '12th',
  'Graduation',
  'Post Graduation',
  'Engineering',
  'Medicine',
  'Law',
  'Management',
  'Doctor',
  'Other Diploma',
] as const;
export const MANGALIC_STATUSES = ['Mangalic', 'Anshik Mangalic', 'General'] as const;
export const MARITAL_STATUSES = ['Unmarried', 'Divorced', 'Widow', 'Widower'] as const;
export const BROTHER_STATUSES = ['No Brother', 'Unmarried', 'Married'] as const;
export const SISTER_STATUSES = ['No Sister', 'Unmarried', 'Married'] as const;
export const REGISTERED_BY = ['Self', 'Parents'] as const;
export const REQUEST_STATUSES = ['Pending', 'Accepted', 'Rejected'] as const;
export const PHOTO_FOR = ['profile', 'other'] as const;

/** Annual income options in lakh (requirements §9.2); 41 means "more than 40". */
export const INCOME_OPTIONS = [
  { value: '6', label: 'Up to 6 lakh' },
  { value: '8', label: '6–8 lakh' },
  { value: '10', label: '8–10 lakh' },
  { value: '15', label: '10–15 lakh' },
  { value: '20', label: '15–20 lakh' },
  { value: '30', label: '20–30 lakh' },
  { value: '40', label: '30–40 lakh' },
  { value: '41', label: 'More than 40 lakh' },
] as const;

/** Range sentinels of the search filter (requirements §9.3). */
export const RANGE_UNSET = -1;
export const RANGE_OPEN_ENDED = -11;

/** Salary filter bands in lakh, in the full order of requirements §9.1. */
export const SALARY_BANDS = [
  { label: '5-6', low: 5, high: 6 },
  { label: '6-8', low: 6, high: 8 },
  { label: '8-10', low: 8, high: 10 },
  { label: '10-15', low: 10, high: 15 },
  { label: '15-20', low: 15, high: 20 },
  { label: '20-30', low: 20, high: 30 },
  { label: '30-40', low: 30, high: 40 },
  { label: '40+', low: 40, high: RANGE_OPEN_ENDED },
] as const;

export const COUNTRY_CODE = '+91';
/** The footer's © year: the current one, never written down (issue #15 item 13). */
export const copyrightYear = (today: Date = new Date()): number => today.getFullYear();

export const FORGOT_PASSWORD_REDIRECT_MS = 1000;
export const OVERLAY_FADE_MS = 300;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A page shows at most this many sections; the slot helper yields 0..49. */
export const SECTION_SCAN_LIMIT = 50;
export const slotList = (): number[] => Array.from({ length: SECTION_SCAN_LIMIT }, (_, i) => i);

export const QUANTITY_MIN = 1;
export const QUANTITY_STEP = 1;

export const HERO_IMAGE_MAX_HEIGHT_PX = 550;
export const TOP_BANNER_HEIGHT_PX = 300;
export const CARDS_PER_ROW = 3;
export const GALLERY_PER_ROW_LARGE = 4;

/** Default col8 button labels (requirements §3.1.1). */
export const DEFAULT_BUTTON_LABEL = 'know more';
export const DEFAULT_PRODUCT_BUTTON_LABEL = 'Check Product';
