// Client-side checks of the sign-in forms, with the spec's messages (§5).
// The server checks again and its fieldErrors are shown the same way.
import { isEmail, type Errors } from '../../../lib/form'
import type { LoginInput, RegisterInput } from '../api/auth'

export function validateLogin(v: LoginInput): Errors<LoginInput> {
  const errors: Errors<LoginInput> = {}
  if (!isEmail(v.email)) errors.email = 'Please enter a valid email'
  if (!v.password) errors.password = 'Password is required'
  return errors
}

/** `minLength`: the security settings' minimum password length (the server's, from the public settings). */
export function validateRegister(v: RegisterInput, minLength: number): Errors<RegisterInput> {
  const errors: Errors<RegisterInput> = {}
  if (!v.firstName.trim()) errors.firstName = 'Required'
  if (!v.lastName.trim()) errors.lastName = 'Required'
  if (!v.email.trim()) errors.email = 'Required'
  else if (!isEmail(v.email)) errors.email = 'Please enter a valid email'
  if (v.password.length < minLength) errors.password = `Password must be at least ${minLength} characters`
  if (!v.confirmPassword) errors.confirmPassword = 'Required'
  else if (v.confirmPassword !== v.password) errors.confirmPassword = "Passwords don't match"
  return errors
}
