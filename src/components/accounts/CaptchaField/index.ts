export * from './CaptchaField'
