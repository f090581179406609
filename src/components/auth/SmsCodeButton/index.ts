export * from './SmsCodeButton'
