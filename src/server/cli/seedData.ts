import {
  BROTHER_STATUSES,
  INCOME_OPTIONS,
  MANGALIC_STATUSES,
  QUALIFICATIONS,
  SISTER_STATUSES,
  SKIN_COLORS,
} from '../../shared/domain/constants';

/** Plausible made-up profile values for seeded members (development and load tests only). */
export const MALE_NAMES =
  'Aarav Rohan Karan Vivek Amit Nikhil Rahul Sanjay Ankit Manish Gaurav Harsh Yash Kunal Pranav Deepak Tarun Varun Ashish Mohit'.split(
    ' ',
  );
export const FEMALE_NAMES =
  'Ananya Kavya Priya Neha Pooja Shruti Meera Isha Riya Sneha Divya Nidhi Swati Aditi Kritika Payal Sakshi Tanvi Megha Komal'.split(
    ' ',
  );
/** Used when the database has no gotra list yet (content not loaded). */
export const FALLBACK_GOTRAS =
  'Airan Bansal Bindal Bhandal Dharan Garg Goyal Goyan Jindal Kansal Kuchhal Madhukul Mangal Mittal Nangal Singhal Tayal Tingal'.split(
    ' ',
  );
export const PLACES: readonly { state: string; cities: readonly string[] }[] = [
  { state: 'Rajasthan', cities: ['Jaipur', 'Jodhpur', 'Udaipur', 'Kota', 'Ajmer', 'Bikaner'] },
  { state: 'Haryana', cities: ['Hisar', 'Rohtak', 'Panipat', 'Karnal', 'Gurugram'] },
  { state: 'Delhi', cities: ['New Delhi', 'Dwarka', 'Rohini'] },
  { state: 'Uttar Pradesh', cities: ['Agra', 'Lucknow', 'Kanpur', 'Meerut', 'Noida'] },
  { state: 'Madhya Pradesh', cities: ['Indore', 'Bhopal', 'Gwalior', 'Jabalpur'] },
  { state: 'Gujarat', cities: ['Ahmedabad', 'Surat', 'Vadodara', 'Rajkot'] },
  { state: 'Maharashtra', cities: ['Mumbai', 'Pune', 'Nagpur', 'Nashik'] },
  { state: 'Punjab', cities: ['Ludhiana', 'Amritsar', 'Jalandhar', 'Patiala'] },
];
export const OCCUPATIONS = [
  'Software engineer',
  'Chartered Accountant',
  'Doctor',
  'Teacher',
  'Business owner',
  'Civil engineer',
  'Bank officer',
  'Lawyer',
  'Pharmacist',
  'Designer',
  'Government officer',
  'Marketing manager',
];
export const QUALIFICATION_DETAILS: Record<(typeof QUALIFICATIONS)[number], string> = {
  '12th': 'Senior secondary',
  Graduation: 'B.Com',
  'Post Graduation': 'M.A. Economics',
  Engineering: 'B.Tech, Computer Science',
  Medicine: 'MBBS',
  Law: 'LL.B.',
  Management: 'MBA, Finance',
  Doctor: 'MD, Paediatrics',
  'Other Diploma': 'Diploma in Pharmacy',
};
export const MARITAL = ['Unmarried', 'Unmarried', 'Unmarried', 'Unmarried', 'Divorced'] as const;
export {
  BROTHER_STATUSES,
  INCOME_OPTIONS,
  MANGALIC_STATUSES,
  QUALIFICATIONS,
  SISTER_STATUSES,
  SKIN_COLORS,
};
