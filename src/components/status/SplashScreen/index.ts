export * from './SplashScreen'
