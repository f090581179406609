export { InstallGuide, GUIDE_STEPS, GUIDE_TABS, type GuideTab, type InstallGuideProps } from './InstallGuide'
