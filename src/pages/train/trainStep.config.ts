export default definePageConfig({ navigationBarTitleText: '逐组训练' })
