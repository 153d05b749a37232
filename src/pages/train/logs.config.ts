export default definePageConfig({ navigationBarTitleText: '训练日志' })
