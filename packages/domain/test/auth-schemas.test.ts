import { describe, expect, it } from 'vitest';
import { loginInputSchema, profileInputSchema, signupInputSchema } from '../src/schemas/auth.ts';
import { firstMessages } from './schema-messages.ts';

const valid = { username: 'sam_o', password: 'secret1', email: 'Sam@Example.com ', firstName: ' Sam ', lastName: 'Ortiz' };

describe('sign-up schema', () => {
  it('accepts a valid sign-up, trimming names and lower-casing the email', () => {
    const parsed = signupInputSchema.parse(valid);
    expect(parsed).toEqual({ username: 'sam_o', password: 'secret1', email: 'sam@example.com', firstName: 'Sam', lastName: 'Ortiz' });
  });

  it('gives the spec message for each broken field', () => {
    const result = signupInputSchema.safeParse({ username: 'ab', password: '12345', email: 'nope', firstName: '', lastName: ' ' });
    expect(firstMessages(result)).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
      email: 'Please enter a valid email address',
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });

  it('bounds the username at 50 characters', () => {
    expect(signupInputSchema.safeParse({ ...valid, username: 'a'.repeat(50) }).success).toBe(true);
    expect(firstMessages(signupInputSchema.safeParse({ ...valid, username: 'a'.repeat(51) }))).toEqual({
      username: 'Username too long',
    });
  });

  it('gives the spec messages when fields are missing altogether', () => {
    expect(firstMessages(signupInputSchema.safeParse({}))).toMatchObject({
      password: 'Password must be at least 6 characters',
      email: 'Please enter a valid email address',
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });
});

describe('login and profile schemas', () => {
  it('requires a username and a password', () => {
    expect(firstMessages(loginInputSchema.safeParse({ username: ' ', password: '' }))).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('validates profile fields like sign-up', () => {
    expect(firstMessages(profileInputSchema.safeParse({ firstName: '', lastName: 'x', email: 'bad' }))).toEqual({
      firstName: 'First name is required',
      email: 'Please enter a valid email address',
    });
  });
});
