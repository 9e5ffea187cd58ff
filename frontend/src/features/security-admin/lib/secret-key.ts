/** A base32 secret as people copy it by eye: groups of four ('JBSW Y3DP EHPK 3PXP'). */
export const groupSecret = (secret: string) => (secret.match(/.{1,4}/g) ?? []).join(' ');
