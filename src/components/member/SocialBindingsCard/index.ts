export * from './SocialBindingsCard'
