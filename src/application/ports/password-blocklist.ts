/** Port: the most common passwords, refused at sign-up and at every password change (ASVS 2.1.7). */
export interface PasswordBlocklist {
  isCommon(password: string): boolean
}
