import { initialFilters, type SearchFilters } from './filtersSlice';
import { filtersFromQuery, filtersToQuery, normalQuery, onlyTypingDiffers } from './urlFilters';

const chosen: SearchFilters = {
  city_name: 'Jaipur',
  gender: 'Female',
  salary_per_anum: '15',
  education: 'Post Graduation',
  skin_color: 'Fair',
  marital_status: 'Unmarried',
  goutra: ['Garg', 'Mittal'],
  ageMin: '24',
  ageMax: '30',
  heightMin: '152',
  heightMax: '183',
  state_nm: 'Madhya Pradesh',
  mangalic_status: 'Anshik Mangalic',
  withPhoto: true,
  member_no: '1012',
  sort: 'older',
  hideSameGotra: false,
  page: 2,
};

describe('filters in the URL', () => {
  it('write nothing for the defaults', () => {
    expect(filtersToQuery(initialFilters)).toBe('');
    expect(filtersFromQuery(new URLSearchParams(''))).toEqual(initialFilters);
  });

  it('read back what they wrote', () => {
    const query = filtersToQuery(chosen);
    expect(query).toBe(
      'city_name=Jaipur&gender=Female&salary_per_anum=15&education=Post+Graduation' +
        '&skin_color=Fair&marital_status=Unmarried&goutra=Garg&goutra=Mittal&ageMin=24&ageMax=30' +
        '&heightMin=152&heightMax=183&state_nm=Madhya+Pradesh&mangalic_status=Anshik+Mangalic' +
        '&withPhoto=1&member_no=1012&sort=older&hideSameGotra=0&page=2',
    );
    expect(filtersFromQuery(new URLSearchParams(query))).toEqual(chosen);
  });

  it('read what a link may not hold as the default', () => {
    const link = new URLSearchParams(
      'gender=Other&salary_per_anum=7-9&education=PhD&skin_color=Blue&marital_status=x&page=9999&hideSameGotra=yes&goutra=&goutra=Garg&goutra=Garg' +
        '&heightMin=90&heightMax=5.5&mangalic_status=Mangalik&withPhoto=yes&sort=name',
    );
    expect(filtersFromQuery(link)).toEqual({ ...initialFilters, goutra: ['Garg'] });
  });

  it('read an older link’s income band as the one option it selected', () => {
    const read = (band: string) =>
      filtersFromQuery(new URLSearchParams({ salary_per_anum: band })).salary_per_anum;
    expect([read('5-6'), read('10-15'), read('40+')]).toEqual(['6', '15', '41']);
  });

  it('read a height as the nearest whole inch the sidebar offers', () => {
    const read = (cm: string) => filtersFromQuery(new URLSearchParams({ heightMin: cm })).heightMin;
    expect([read('160'), read('161'), read('152'), read('230')]).toEqual([
      '160',
      '160',
      '152',
      '229',
    ]);
  });

  it('normalise the order of a query', () => {
    expect(normalQuery('page=1&gender=Female&city_name=Jaipur')).toBe(
      'city_name=Jaipur&gender=Female',
    );
  });

  it('tell typing apart from a choice', () => {
    const typed = { ...initialFilters, city_name: 'Jai' };
    expect(onlyTypingDiffers(typed, initialFilters)).toBe(true);
    expect(onlyTypingDiffers({ ...typed, page: 1 }, { ...initialFilters, page: 3 })).toBe(true);
    expect(onlyTypingDiffers({ ...typed, gender: 'Male' }, initialFilters)).toBe(false);
    expect(onlyTypingDiffers({ ...initialFilters, member_no: '10' }, initialFilters)).toBe(true);
    expect(onlyTypingDiffers({ ...initialFilters, heightMin: '152' }, initialFilters)).toBe(false);
    expect(onlyTypingDiffers({ ...initialFilters, page: 2 }, initialFilters)).toBe(false);
    expect(onlyTypingDiffers(initialFilters, initialFilters)).toBe(false);
  });
});
