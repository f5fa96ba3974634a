// Passwords that top the public common-password and breach lists, plus South African
// favourites (teams, cities, matric years) and this product's own name.
// OWASP ASVS 5.0 (V6.2.4) asks to refuse them. Compared case-insensitively; the ones under
// 8 characters are refused by the length rule anyway and are kept so the list reads as a whole.
export const COMMON_PASSWORDS: readonly string[] = [
  '123456', 'password', '12345678', 'qwerty', '123456789', '12345', '1234', '111111', '1234567', 'dragon',
  '123123', 'baseball', 'abc123', 'football', 'monkey', 'letmein', '696969', 'shadow', 'master', '666666',
  'qwertyuiop', '123321', 'mustang', '1234567890', 'michael', '654321', 'superman', '1qaz2wsx', '7777777',
  '121212', '000000', 'qazwsx', '123qwe', 'killer', 'trustno1', 'jordan', 'jennifer', 'zxcvbnm', 'asdfgh',
  'hunter', 'buster', 'soccer', 'harley', 'batman', 'andrew', 'tigger', 'sunshine', 'iloveyou', 'charlie',
  'robert', 'thomas', 'hockey', 'ranger', 'daniel', 'starwars', 'klaster', '112233', 'george', 'computer',
  'michelle', 'jessica', 'pepper', '11111111', 'zxcvbn', '555555', '131313', 'freedom', '777777', 'maggie',
  '159753', 'aaaaaa', 'ginger', 'princess', 'joshua', 'cheese', 'amanda', 'summer', 'ashley', 'nicole',
  'chelsea', 'biteme', 'matthew', 'access', 'yankees', '987654321', 'dallas', 'austin', 'thunder', 'taylor',
  'matrix', 'william', 'corvette', 'hello', 'martin', 'heather', 'secret', 'merlin', 'diamond', '1234qwer',
  'gfhjkm', 'hammer', 'silver', '222222', '88888888', 'anthony', 'justin', 'test', 'bailey', 'q1w2e3r4t5',
  'patrick', 'internet', 'scooter', 'orange', '11111', 'golfer', 'cookie', 'richard', 'samantha', 'bigdog',
  'guitar', 'jackson', 'whatever', 'mickey', 'chicken', 'sparky', 'snoopy', 'maverick', 'phoenix', 'camaro',
  'peanut', 'morgan', 'welcome', 'falcon', 'cowboy', 'ferrari', 'samsung', 'andrea', 'smokey', 'steelers',
  'joseph', 'mercedes', 'dakota', 'arsenal', 'eagles', 'melissa', 'boomer', 'booboo', 'spider', 'nascar',
  'monster', 'tigers', 'yellow', 'xxxxxx', '123123123', 'gateway', 'marina', 'diablo', 'bulldog', 'qwer1234',
  'compaq', 'purple', 'hardcore', 'banana', 'junior', 'hannah', '123654', 'porsche', 'lakers', 'iceman',
  'money', 'cowboys', '987654', 'london', 'tennis', '999999', 'ncc1701', 'coffee', 'scooby', '0000',
  'miller', 'boston', 'q1w2e3r4', 'brandon', 'yamaha', 'chester', 'mother', 'forever', 'johnny', 'edward',
  '333333', 'oliver', 'redsox', 'player', 'nikita', 'knight', 'fender', 'barney', 'midnight', 'please',
  'brandy', 'chicago', 'badboy', 'slayer', 'rangers', 'charles', 'angel', 'flower', 'rabbit', 'wizard',
  'jasper', 'enter', 'rachel', 'chris', 'steven', 'winner', 'adidas', 'victoria', 'natasha', '1q2w3e4r',
  'jasmine', 'winter', 'prince', 'marine', 'ghbdtn', 'fishing', 'cocacola', 'casper', 'james', '232323',
  'raiders', '888888', 'marlboro', 'gandalf', 'asdfasdf', 'crystal', '87654321', '12344321', 'golden',
  '8675309', 'apple', 'mercedes1', 'password1', 'password12', 'password123', 'password1234', 'passw0rd',
  'p@ssw0rd', 'p@ssword', 'pa55word', 'pa55w0rd', 'passpass', 'password!', 'password2', 'password01',
  'qwerty123', 'qwerty12', 'qwerty1', 'qwertyui', 'qwertyu', 'qwerty12345', 'qwerty123456', '1qaz2wsx3edc',
  'zaq12wsx', 'zaq1zaq1', '!qaz2wsx', '1q2w3e4r5t', '1q2w3e4r5t6y', 'q1w2e3r4t5y6', 'asdfghjkl', 'asdfghjk',
  'zxcvbnm1', 'zxcvbnm123', 'qazwsxedc', 'abcd1234', 'abc12345', 'abc123456', 'a1b2c3d4', '12345678910',
  '123456789a', '123456789q', '1234567890q', '0123456789', '01234567', '00000000', '000000000', '0000000000',
  '111111111', '1111111111', '11223344', '12121212', '12341234', '123412345', '123456123456', '12345qwert',
  '123123123123', '147258369', '159357', '159753456', '1qazxsw2', '22222222', '33333333', '44444444',
  '55555555', '66666666', '77777777', '99999999', '9876543210', 'aaaaaaaa', 'abcdefgh', 'abcdefg1',
  'abcd12345', 'iloveyou1', 'iloveyou2', 'iloveyou!', 'iloveu123', 'loveyou1', 'lovelove', 'mylove123',
  'sunshine1', 'princess1', 'football1', 'baseball1', 'superman1', 'batman123', 'monkey123', 'dragon123',
  'shadow123', 'master123', 'letmein1', 'letmein123', 'welcome1', 'welcome123', 'welcome2024', 'welcome2025',
  'welcome2026', 'changeme', 'changeme1', 'changeme123', 'default1', 'secret123', 'admin123', 'admin1234',
  'administrator', 'adminadmin', 'root1234', 'rootroot', 'guest123', 'user1234', 'login123', 'test1234',
  'testing123', 'test12345', 'computer1', 'internet1', 'starwars1', 'whatever1', 'michael1', 'jennifer1',
  'jordan23', 'jessica1', 'charlie1', 'ashley123', 'chocolate', 'chocolate1', 'butterfly', 'butterfly1',
  'elephant', 'basketball', 'basketball1', 'liverpool', 'liverpool1', 'manchester', 'manunited', 'chelseafc',
  'arsenal1', 'barcelona', 'realmadrid', 'blessing', 'blessings', 'blessed1', 'godisgood', 'jesus123',
  'jesuschrist', 'jesusloves', 'christ123', 'thankyou', 'sweetheart', 'beautiful', 'beautiful1', 'gorgeous',
  'angel123', 'lovely123', 'friendship', 'happiness', 'samsung123', 'iphone123', 'computer123', 'facebook',
  'facebook1', 'instagram', 'whatsapp', 'google123', 'youtube1', 'linkedin', 'dropbox1', 'spotify1',
  'minecraft', 'pokemon1', 'playstation', 'xbox360', 'nintendo', 'southafrica', 'southafrica1', 'mzansi123',
  'bafana123', 'bafanabafana', 'springbok', 'springboks', 'kaizerchiefs', 'orlandopirates', 'sundowns',
  'amakhosi', 'johannesburg', 'capetown', 'pretoria', 'durban123', 'soweto123', 'mandela1', 'madiba123',
  'ubuntu123', 'kusasa123', 'kusasa2026', 'university', 'student1', 'student123', 'matric2024', 'matric2025',
  'matric2026', 'school123', 'teacher1', 'summer2024', 'summer2025', 'winter2024', 'winter2025',
  'spring2025', 'autumn2025', 'january1', 'february1', 'december1', 'monday123', 'sunday123',
];

const commonSet = new Set(COMMON_PASSWORDS.map((password) => password.toLowerCase()));

/** True for a listed password (any letter case) or one character repeated, such as 'aaaaaaaa'. */
export function isCommonPassword(password: string): boolean {
  return commonSet.has(password.toLowerCase()) || /^(.)\1+$/u.test(password);
}
