/**
 * OEM number formats of the makers the demo parts fit, as patterns for the variant generator
 * (# a digit, @ a letter, * either). The code is the maker's group for that kind of part.
 */
export const toyota = (code: string) => `${code}-#*##0`;
export const honda = (code: string) => `${code}-@@@-A0#`;
export const ford = (code: string) => `@@#Z-${code}-@`;
export const gm = (lead: string) => `${lead}######`;
export const vw = (code: string) => `${code} @`;
export const nissan = (code: string) => `${code}-@@0#@`;
export const hyundai = (code: string) => `${code}-#@@##`;
export const subaru = (code: string) => `${code}AA##*`;
export const mopar = () => "68######A@";
export const bmw = (code: string) => `${code} # ### ###`;
