export * from './ProfileFieldsForm'
