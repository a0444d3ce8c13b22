/**
 * Password rules (ASVS V2.1): 8–128 characters, no composition rules, and the most common
 * passwords refused. The list is short on purpose: it catches what attackers try first.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const COMMON = new Set(
  `password 12345678 123456789 1234567890 qwertyuiop qwerty123 password1 password12 password123
  iloveyou iloveyou1 sunshine football baseball welcome1 welcome12 welcome123 princess superman
  trustno1 abc12345 abcd1234 11111111 00000000 88888888 12341234 11223344 87654321 987654321
  123123123 1q2w3e4r 1q2w3e4r5t 1qaz2wsx zaq12wsx qazwsxedc asdfghjkl asdf1234 qwer1234 123qweasd
  letmein1 michael1 computer starwars whatever dragon12 monkey123 shadow12 master12 jennifer
  jordan23 hunter12 freedom1 admin123 administrator changeme passw0rd p@ssw0rd p@ssword
  india123 india@123 bharat123 hindustan krishna123 ganesh123 jaishreeram jaimatadi
  omnamahshivay mahadev123 sairam123 lovely123 sweetheart 12345678910 qwertyui aaaaaaaa
  iloveyou123 mypassword password@123 pass@123 admin@123 test1234 testtest secret123
  matrimony shaadi123 marriage vivah123 samaj123 computer1 internet football1 baseball1`
    .split(/\s+/)
    .filter(Boolean),
);

export const isCommonPassword = (p: string): boolean => COMMON.has(p.trim().toLowerCase());
