import { useCallback, useRef, useState, type ChangeEvent } from 'react'
import type { AnyObject, ObjectSchema } from 'yup'
import { useTranslation } from 'react-i18next'
import { validateForm, type AuthValidationContext, type ValidationMessage } from './validation'

type Values = Record<string, string | boolean>

/**
 * The state of one account form: its raw values, the message under each field, and submit. Nothing is shown
 * while the person first types; after a submit every change re-checks the form, so a message goes away as soon
 * as the field is right. Submit focuses the first field with a message, in the order the fields were bound.
 */
export function useAuthForm<V extends Values>(schema: ObjectSchema<AnyObject>, initial: V, context: AuthValidationContext = {}) {
  const { t } = useTranslation('auth')
  const [values, setValues] = useState<V>(initial)
  const [errors, setErrors] = useState<Record<string, ValidationMessage>>({})
  const submitted = useRef(false)
  const elements = useRef(new Map<string, HTMLElement | null>())

  const check = useCallback(
    (next: Values) => {
      const result = validateForm(schema, next, context)
      setErrors(result.ok ? {} : result.errors)
      return result
    },
    [schema, context],
  )

  const set = (name: keyof V & string, value: string | boolean) => {
    const next = { ...values, [name]: value }
    setValues(next)
    if (submitted.current) check(next)
  }

  /** Checks one field alone (e.g. the mobile number before a code is sent); shows its message; true when valid. */
  const checkField = (name: keyof V & string): boolean => {
    try {
      schema.validateSyncAt(name, values, { context })
      setErrors((previous) => {
        const { [name]: _gone, ...rest } = previous
        return rest
      })
      return true
    } catch (error) {
      const first = (error as { errors?: unknown[] }).errors?.[0] as ValidationMessage | undefined
      if (first) setErrors((previous) => ({ ...previous, [name]: first }))
      elements.current.get(name)?.focus()
      return false
    }
  }

  /** Validates everything; calls `onValid` with the trimmed values, or shows the messages and focuses the first. */
  const submit = <T,>(onValid: (values: T) => void) => {
    submitted.current = true
    const result = check(values)
    if (result.ok) {
      onValid(result.values as T)
      return
    }
    for (const [name, element] of elements.current) {
      if (result.errors[name] && element) {
        element.focus()
        break
      }
    }
  }

  /** The translated message of a field, if it has one. */
  const errorText = (name: string): string | undefined => {
    const found = errors[name]
    return found ? t(found.key, found.values) : undefined
  }

  /** Props for a text field bound to `name`. */
  const text = (name: keyof V & string) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, event.target.value),
    error: Boolean(errors[name]),
    helperText: errorText(name),
    inputRef: (element: HTMLElement | null) => {
      elements.current.set(name, element)
    },
  })

  /** Registers an element that receives focus when `name` has an error (a checkbox, a radio group). */
  const focusRef = (name: keyof V & string) => (element: HTMLElement | null) => {
    elements.current.set(name, element)
  }

  const reset = (next: V) => {
    submitted.current = false
    setValues(next)
    setErrors({})
  }

  return { values, set, errors, errorText, text, focusRef, submit, checkField, reset }
}
